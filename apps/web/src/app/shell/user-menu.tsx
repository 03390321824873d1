import { Link } from 'react-router';
import { signOutState } from '../../lib/auth/sign-out-state';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHome, IconIdBadge2, IconLogout, IconReceipt, IconUser } from '@tabler/icons-react';
import { useAuth } from '../../lib/auth';
import { initials } from '../../lib/initials';
import { paths } from '../../lib/paths';

export function UserMenu() {
  const { session, profile } = useAuth();
  const name = profile?.displayName || session?.username || 'Account';
  return (
    // Mantine's focus placeholder is a role="presentation" child of role="menu", which ARIA
    // forbids (axe: aria-required-children); without it, opening focuses the first item.
    <Menu position="bottom-end" width={200} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={`User menu for ${name}`}>
          <Group gap="xs" wrap="nowrap">
            <Avatar size="sm" radius="xl" color="blue" aria-hidden>
              {initials(name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" truncate maw={160}>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {session && <Menu.Label>{session.username}</Menu.Label>}
        <Menu.Item component={Link} to={paths.home} leftSection={<IconHome size={16} aria-hidden />}>
          Home
        </Menu.Item>
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUser size={16} aria-hidden />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to={paths.myOrders} leftSection={<IconReceipt size={16} aria-hidden />}>
          My Tickets and Orders
        </Menu.Item>
        {/* Every member's own page, whatever their roles: pay the fee, or see that it is paid. */}
        <Menu.Item component={Link} to={paths.membership} leftSection={<IconIdBadge2 size={16} aria-hidden />}>
          My Membership
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.logout}
          state={signOutState}
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
