import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loggedOutValue } from '../lib/auth';
import { renderWithProviders, signedInUser } from '../test/render';
import { RequireRoles } from './require-roles';

const guarded = (
  <RequireRoles roles={['TICKETS_MANAGER', 'TICKETS_SCANNER']} service="tickets">
    <p>secret sales</p>
  </RequireRoles>
);

describe('RequireRoles', () => {
  it('shows the page to a user with any one of the roles', () => {
    renderWithProviders(guarded, { auth: signedInUser(['TICKETS_SCANNER']) });
    expect(screen.getByText('secret sales')).toBeInTheDocument();
  });

  it('shows the unauthorized view, with diagnostics, to a user without them', async () => {
    renderWithProviders(guarded, { auth: signedInUser(['EVENTS_MANAGER']), path: '/tickets/manage/42?type=merch' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('secret sales')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Diagnostics' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Endpoint')).toHaveTextContent('/tickets/manage/42?type=merch');
    expect(row('Service')).toHaveTextContent('tickets');
    expect(row('User')).toHaveTextContent('jdoe2@illinois.edu');
    expect(row('Roles')).toHaveTextContent('EVENTS_MANAGER');
    expect(row('Required (any of)')).toHaveTextContent('TICKETS_MANAGER, TICKETS_SCANNER');
    expect(row('Time')).toHaveTextContent(/^Time\d{4}-\d{2}-\d{2}T/);
  });

  it('never shows the page without a session', async () => {
    renderWithProviders(guarded, { auth: loggedOutValue });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('secret sales')).not.toBeInTheDocument();
  });
});
