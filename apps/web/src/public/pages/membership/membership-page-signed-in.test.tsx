import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedOutValue } from '../../../lib/auth';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import { signedInUser } from '../../../test/render';
import { renderInPortal } from '../../../test/render-in-portal';
import MembershipPage from './membership-page';

afterEach(() => vi.unstubAllGlobals());

const fee = () => jsonResponse({ amountCents: 2000 });

describe('the membership page in the portal (signed in or with a session hint)', () => {
  it('tells a paid member that they are one, since when, and asks for nothing', async () => {
    serveApi({
      'GET /api/v1/membership/fee': fee,
      'GET /api/v1/membership/me': () => jsonResponse({ netId: 'jdoe2', paidSince: '2026-09-02T15:00:00.000Z' }),
    });
    renderInPortal(MembershipPage, { auth: signedInUser(), path: '/membership', withMembership: true });
    expect(await screen.findByText('You are a paid member')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Membership' })).toBeInTheDocument();
    expect(screen.getByText(/Your NetID, jdoe2, has been a paid member since Sep 2, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it("fills in a signed-in person's NetID, and refuses an invalid one before Pay", async () => {
    const user = userEvent.setup();
    serveApi({
      'GET /api/v1/membership/fee': fee,
      'GET /api/v1/membership/me': () => jsonResponse({ netId: 'jdoe2', paidSince: null }),
    });
    renderInPortal(MembershipPage, { auth: signedInUser(), path: '/membership', withMembership: true });
    const field = await screen.findByRole('textbox', { name: /NetID/ });
    await waitFor(() => expect(field).toHaveValue('jdoe2'));
    const pay = await screen.findByRole('button', { name: 'Pay $20.00' });
    expect(pay).toBeEnabled();
    await user.clear(field);
    await user.type(field, 'not a netid!');
    expect(screen.getByText('Please enter a valid NetID.')).toBeInTheDocument();
    expect(pay).toBeDisabled();
  });

  it('asks a visitor for their NetID without asking the server who they are', async () => {
    const calls = serveApi({ 'GET /api/v1/membership/fee': fee });
    renderInPortal(MembershipPage, { auth: loggedOutValue, path: '/membership', withMembership: true });
    expect(await screen.findByRole('button', { name: 'Pay $20.00' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /NetID/ })).toHaveValue('');
    expect(calls.map((c) => c.path)).not.toContain('/api/v1/membership/me');
  });
});
