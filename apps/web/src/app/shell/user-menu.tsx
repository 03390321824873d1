import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { signOutState } from '../../lib/auth/sign-out-state';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHome, IconIdBadge2, IconLogout, IconReceipt, IconUser } from '@tabler/icons-react';
import { useAuth } from '../../lib/auth';
import { initials } from '../../lib/initials';
import { paths } from '../../lib/paths';

const tabbableSelector =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]';

/** The element a Tab from `from` reaches (the page's order; positive tabindex is not used here). */
function tabbableAfter(from: HTMLElement): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>(tabbableSelector)).find(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[inert], [aria-hidden="true"]') &&
      // Not one hidden (the sidebar on a phone); a browser without the check counts it as shown.
      (element.checkVisibility?.() ?? true) &&
      from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !from.contains(element),
  );
}

export function UserMenu() {
  const { session, profile } = useAuth();
  const name = profile?.displayName || session?.username || 'Account';
  const [opened, setOpened] = useState(false);
  // Closing puts focus back on the button (Escape, an item), except when Tab has moved it on.
  const [returnFocus, setReturnFocus] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  const leave = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !button.current) return;
    // Prevented, so that the menu's focus trap leaves this Tab alone.
    event.preventDefault();
    setReturnFocus(event.shiftKey);
    setOpened(false);
    (event.shiftKey ? button.current : tabbableAfter(button.current))?.focus();
  };
  return (
    // Mantine's focus placeholder is a role="presentation" child of role="menu", which ARIA
    // forbids (axe: aria-required-children); without it, opening focuses the first item.
    // Tab leaves an open menu and closes it, as a menu button's menu does (Mantine keeps Tab
    // cycling among the items): Shift+Tab goes back to the button, Tab on to what follows it.
    <Menu
      position="bottom-end"
      width={200}
      withinPortal
      withInitialFocusPlaceholder={false}
      opened={opened}
      onChange={(open) => {
        if (open) setReturnFocus(true);
        setOpened(open);
      }}
      returnFocus={returnFocus}
    >
      <Menu.Target>
        <UnstyledButton ref={button} aria-label={`User menu for ${name}`}>
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
      <Menu.Dropdown onKeyDown={leave}>
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
