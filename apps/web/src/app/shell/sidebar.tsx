import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCash,
  IconClipboardList,
  IconExternalLink,
  IconFileDollar,
  IconKey,
  IconLink,
  IconPizza,
  IconShieldLock,
  IconSitemap,
  IconTicket,
  IconUsersGroup,
  IconBuildingCommunity,
  type IconProps,
} from '@tabler/icons-react';
import { isWebUrl, useClientConfig } from '../../lib/get-client-config';
import { useAuth } from '../../lib/auth';
import { isNavItemActive, visibleNavItems } from './nav-items';
import { paths } from '../../lib/paths';

const icons: Record<string, ComponentType<IconProps>> = {
  [paths.events]: IconCalendarEvent,
  [paths.tickets]: IconTicket,
  [paths.iam]: IconShieldLock,
  [paths.paymentLinks]: IconCash,
  [paths.roomRequests]: IconBuildingCommunity,
  [paths.links]: IconLink,
  [paths.logs]: IconClipboardList,
  [paths.apiKeys]: IconKey,
  [paths.membershipLists]: IconUsersGroup,
  [paths.orgInfo]: IconSitemap,
};

export function Sidebar() {
  const { session } = useAuth();
  const { pathname } = useLocation();
  const clientConfig = useClientConfig();
  const items = visibleNavItems(session?.roles ?? []);
  const forms = [
    { label: 'Reimbursement Form', url: clientConfig.reimbursementUrl, Icon: IconFileDollar },
    { label: 'Pizza Request Form', url: clientConfig.pizzaRequestUrl, Icon: IconPizza },
  ].filter((form) => isWebUrl(form.url));

  return (
    <ScrollArea type="auto" h="100%">
      <Stack gap={2} p="sm">
        {items.length === 0 && (
          <Text size="sm" c="dimmed" px="sm">
            No modules are available for your roles yet.
          </Text>
        )}
        {items.map((item) => {
          const Icon = icons[item.path];
          const active = isNavItemActive(item, pathname);
          return (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              label={item.label}
              active={active}
              aria-current={active ? 'page' : undefined}
              leftSection={Icon ? <Icon size={18} stroke={1.6} aria-hidden /> : null}
            />
          );
        })}
        {forms.length > 0 && <Divider my="sm" label="Forms" labelPosition="left" />}
        {forms.map(({ label, url, Icon }) => (
          <NavLink
            key={label}
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            label={label}
            leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
            rightSection={<IconExternalLink size={14} aria-label="(opens in a new tab)" />}
          />
        ))}
      </Stack>
    </ScrollArea>
  );
}
