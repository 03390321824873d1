import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
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
  IconHome,
  IconBuildingStore,
  IconShoppingCart,
  IconReceipt,
  IconUserCircle,
  IconScan,
  IconListCheck,
  type IconProps,
} from '@tabler/icons-react';
import { isWebUrl, useClientConfig } from '../../lib/get-client-config';
import { useAuth } from '../../lib/auth';
import { isNavItemActive, personalNavItems, visibleNavItems, type NavItem } from './nav-items';
import { paths } from '../../lib/paths';

const icons: Record<string, ComponentType<IconProps>> = {
  [paths.home]: IconHome,
  [paths.store]: IconBuildingStore,
  [paths.storeCart]: IconShoppingCart,
  [paths.myOrders]: IconReceipt,
  [paths.profile]: IconUserCircle,
  [paths.managedEvents]: IconListCheck,
  [paths.scanTickets]: IconScan,
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

function Item({ item, pathname }: { item: NavItem; pathname: string }) {
  const Icon = icons[item.path];
  const active = isNavItemActive(item, pathname);
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={item.label}
      active={active}
      aria-current={active ? 'page' : undefined}
      leftSection={Icon ? <Icon size={18} stroke={1.6} aria-hidden /> : null}
    />
  );
}

/** Everyone's own pages first, then what their roles open, then the chapter's external forms. */
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
        {personalNavItems.map((item) => (
          <Item key={item.path} item={item} pathname={pathname} />
        ))}
        {items.length > 0 && <Divider my="sm" label="Your roles" labelPosition="left" />}
        {items.map((item) => (
          <Item key={item.path} item={item} pathname={pathname} />
        ))}
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
