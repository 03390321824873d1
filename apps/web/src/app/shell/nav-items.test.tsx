import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { appRoles, type AppRole } from '@cp/contracts';
import { renderWithProviders, signedInUser } from '../../test/render';
import { jsonResponse, stubFetch } from '../../test/serve-api';
import { isNavItemActive, navItems, visibleNavItems } from './nav-items';
import { Sidebar } from './sidebar';

const labels = (roles: AppRole[]) => visibleNavItems(roles).map((item) => item.label);

describe('visibleNavItems', () => {
  it('shows nothing without roles', () => {
    expect(labels([])).toEqual([]);
  });

  it.each<[AppRole, string[]]>([
    ['EVENTS_MANAGER', ['Events']],
    ['TICKETS_MANAGER', ['Ticketing/Merch']],
    ['TICKETS_SCANNER', ['Ticketing/Merch']],
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
      '/tickets',
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
    expect(internal).toEqual(['Ticketing/Merch', 'Link Shortener']);
    expect(screen.getByRole('link', { name: 'Ticketing/Merch' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Events' })).not.toBeInTheDocument();
  });
});
