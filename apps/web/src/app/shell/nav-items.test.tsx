import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { appRoles, type AppRole } from '@cp/contracts';
import { renderWithProviders, signedInUser } from '../../test/render';
import { jsonResponse, stubFetch } from '../../test/serve-api';
import { isNavItemActive, navItems, personalNavItems, visibleNavItems } from './nav-items';
import { Sidebar } from './sidebar';

const labels = (roles: AppRole[]) => visibleNavItems(roles).map((item) => item.label);

describe('visibleNavItems', () => {
  it('shows nothing without roles', () => {
    expect(labels([])).toEqual([]);
  });

  it.each<[AppRole, string[]]>([
    ['EVENTS_MANAGER', ['Events']],
    ['TICKETS_MANAGER', ['Ticketing/Merch']],
    ['TICKETS_SCANNER', ['Ticketing/Merch', 'Scan Tickets']],
    ['RSVP_MANAGER', ['RSVPs and Check-in']],
    ['IAM_ADMIN', ['IAM']],
    ['IAM_INVITE_ONLY', ['IAM']],
    ['STRIPE_LINK_CREATOR', ['Payment Link Creator']],
    ['ROOM_REQUEST_CREATE', ['Room Requests']],
    ['ROOM_REQUEST_UPDATE', ['Room Requests']],
    ['LINKS_ADMIN', ['Link Shortener']],
    ['LINKS_MANAGER', ['Link Shortener']],
    ['AUDIT_LOG_VIEWER', ['Audit Logs']],
    ['MANAGE_ORG_API_KEYS', ['API Keys']],
    ['VIEW_INTERNAL_MEMBERSHIP_LIST', ['Membership']],
    ['VIEW_EXTERNAL_MEMBERSHIP_LIST', ['Membership']],
    ['MANAGE_EXTERNAL_MEMBERSHIP_LIST', ['Membership']],
    ['AT_LEAST_ONE_ORG_MANAGER', ['Organization Info']],
    ['ALL_ORG_MANAGER', ['Organization Info']],
    ['MANAGE_ELECTIONS', ['Elections']],
  ])('with only %s shows %j', (role, expected) => {
    expect(labels([role])).toEqual(expected);
  });

  it('shows every item, in order, to a user with all roles', () => {
    expect(visibleNavItems([...appRoles]).map((item) => item.path)).toEqual([
      '/events/manage',
      '/home/events',
      '/tickets',
      '/tickets/scan',
      '/iam',
      '/stripe',
      '/roomRequests',
      '/linkry',
      '/logs',
      '/apiKeys',
      '/membershipLists',
      '/orgInfo',
      '/elections',
      '/announcements',
    ]);
  });

  it('shows Announcements to MANAGE_ANNOUNCEMENTS only', () => {
    expect(labels(['MANAGE_ANNOUNCEMENTS'])).toEqual(['Announcements']);
  });

  it('ignores role names it does not know', () => {
    expect(labels(['ADMIN', 'events_manager'] as unknown as AppRole[])).toEqual([]);
  });

  it('marks an item active on its sub-pages', () => {
    const links = navItems.find((item) => item.path === '/linkry')!;
    expect(isNavItemActive(links, '/linkry/edit/abc')).toBe(true);
    expect(isNavItemActive(links, '/logs')).toBe(false);
    const events = navItems.find((item) => item.path === '/events/manage')!;
    expect(isNavItemActive(events, '/events/add')).toBe(true);
  });

  it('marks the item of the page itself rather than its section', () => {
    const item = (path: string) => [...personalNavItems, ...navItems].find((i) => i.path === path)!;
    expect(isNavItemActive(item('/tickets/scan'), '/tickets/scan')).toBe(true);
    expect(isNavItemActive(item('/tickets'), '/tickets/scan')).toBe(false);
    expect(isNavItemActive(item('/home'), '/home/orders')).toBe(false);
    expect(isNavItemActive(item('/store'), '/store/cart')).toBe(false);
    expect(isNavItemActive(item('/store'), '/store/hoodie')).toBe(true);
    expect(isNavItemActive(item('/home/events'), '/events/abc/checkin')).toBe(true);
    expect(isNavItemActive(item('/events/manage'), '/events/abc/checkin')).toBe(false);
  });
});

describe('Sidebar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders only the links the roles allow, plus the configured external forms', async () => {
    stubFetch(() =>
      jsonResponse({
        environment: 'DEV',
        emailDomain: 'illinois.edu',
        reimbursementUrl: 'https://forms.example/reimburse',
        pizzaRequestUrl: 'https://forms.example/pizza',
        accessRequestUrl: 'https://forms.example/access',
        infraContactEmail: 'infra@example.edu',
        shortLinkOrigin: 'http://localhost:8080',
        payments: 'local',
      }),
    );
    renderWithProviders(<Sidebar />, { auth: signedInUser(['TICKETS_SCANNER', 'LINKS_MANAGER']), path: '/tickets' });

    const pizza = await screen.findByRole('link', { name: /Pizza Request Form/ });
    expect(pizza).toHaveAttribute('href', 'https://forms.example/pizza');
    expect(pizza).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Reimbursement Form/ })).toHaveAttribute(
      'href',
      'https://forms.example/reimburse',
    );

    const internal = screen
      .getAllByRole('link')
      .filter((link) => !link.getAttribute('href')?.startsWith('http'))
      .map((link) => link.textContent);
    expect(internal).toEqual([
      'Home',
      'Store',
      'Cart',
      'My Tickets and Orders',
      'My RSVPs and Profile',
      'Ticketing/Merch',
      'Scan Tickets',
      'Link Shortener',
    ]);
    expect(screen.getByRole('link', { name: 'Ticketing/Merch' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Events' })).not.toBeInTheDocument();
  });

  it('gives a member with no role their own pages rather than an empty menu', async () => {
    stubFetch(() => jsonResponse({ environment: 'DEV', emailDomain: 'illinois.edu' }));
    renderWithProviders(<Sidebar />, { auth: signedInUser([]), path: '/home' });
    expect(await screen.findByRole('link', { name: 'My Tickets and Orders' })).toHaveAttribute('href', '/home/orders');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/store/cart');
    expect(screen.getByRole('link', { name: 'My RSVPs and Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByText(/No modules are available/)).not.toBeInTheDocument();
  });
});
