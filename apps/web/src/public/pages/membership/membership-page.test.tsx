import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import MembershipPage from './membership-page';

const fee = () => jsonResponse({ amountCents: 2000 });

/** The settings the server writes into the light page, with a domain of its own to be seen in texts. */
function inlineClientConfig(emailDomain: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'cp-client-config';
  element.textContent = JSON.stringify({ emailDomain });
  document.head.append(element);
}

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  inlineClientConfig('example.edu');
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, search: '' });
});
afterEach(() => {
  document.getElementById('cp-client-config')?.remove();
  vi.unstubAllGlobals();
});

describe('the light membership page', () => {
  it('shows the fee, refuses an invalid NetID, and sends a valid one to the checkout', async () => {
    const user = userEvent.setup();
    const calls = serveApi({
      'GET /api/v1/membership/fee': fee,
      'POST /api/v1/membership/checkout': () => jsonResponse({ url: '/checkout/cs_local_1' }),
    });
    render(<MembershipPage />);
    expect(screen.getByRole('heading', { name: 'Become a Member' })).toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: 'Pay $20.00' });
    expect(screen.getByText(/^Membership costs \$20\.00\. Enter your NetID/)).toBeInTheDocument();
    expect(pay).toBeDisabled();
    const field = screen.getByRole('textbox', { name: 'NetID' });
    expect(field).toHaveAccessibleDescription('Your NetID, the part of your email before @example.edu.');

    await user.type(field, 'not a netid!');
    expect(field).toHaveAccessibleDescription(/Please enter a valid NetID\./);
    expect(field).toBeInvalid();
    expect(pay).toBeDisabled();

    await user.clear(field);
    await user.type(field, ' JDoe2 ');
    expect(screen.queryByText('Please enter a valid NetID.')).not.toBeInTheDocument();
    await user.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/cs_local_1'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ netId: 'jdoe2' });
    // Busy until the checkout's page replaces this one: a second click starts no second checkout.
    expect(pay).toBeDisabled();
    // Back from the checkout, the page the browser kept is usable again.
    act(() => {
      // Not every DOM's PageTransitionEvent carries `persisted` from its init: set it on the event.
      const shown = new Event('pageshow');
      Object.defineProperty(shown, 'persisted', { value: true });
      window.dispatchEvent(shown);
    });
    expect(pay).toBeEnabled();
  });

  it("says why the checkout could not start, in the server's words, and keeps the NetID", async () => {
    const user = userEvent.setup();
    serveApi({
      'GET /api/v1/membership/fee': fee,
      'POST /api/v1/membership/checkout': () =>
        errorResponse(409, 'ConflictError', 105, 'This NetID is already a paid member.'),
    });
    render(<MembershipPage />);
    const pay = await screen.findByRole('button', { name: 'Pay $20.00' });
    await user.type(screen.getByRole('textbox', { name: 'NetID' }), 'jdoe2');
    await user.click(pay);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not start the payment');
    expect(alert).toHaveTextContent('This NetID is already a paid member.');
    expect(screen.getByRole('textbox', { name: 'NetID' })).toHaveValue('jdoe2');
    expect(pay).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('thanks the member who has just paid, naming their university email', async () => {
    vi.stubGlobal('location', { ...window.location, assign, search: '?paid=jdoe2' });
    serveApi({ 'GET /api/v1/membership/fee': fee });
    render(<MembershipPage />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Thank you!');
    expect(notice).toHaveTextContent(
      'jdoe2 is now a paid member. A confirmation email is on its way to jdoe2@example.edu.',
    );
    expect(await screen.findByRole('button', { name: 'Pay $20.00' })).toBeDisabled();
  });

  it('says when the fee cannot be loaded, and asks again on request', async () => {
    const user = userEvent.setup();
    let answers = 0;
    serveApi({
      'GET /api/v1/membership/fee': () =>
        (answers += 1) === 1 ? errorResponse(500, 'InternalServerError', 100, 'The fee is not set.') : fee(),
    });
    render(<MembershipPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the membership fee');
    expect(alert).toHaveTextContent('The fee is not set.');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $20.00' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
