import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  nothingWaiting,
  type MyHomeMembership,
  type MyOrder,
  type MyTicket,
  type MyTicketsResponse,
  type WaitingCard,
} from '@cp/contracts/home';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi, type ApiCall } from '../../../test/serve-api';
import HomePage from './home-page';

afterEach(() => vi.unstubAllGlobals());

const user = userEvent.setup({ delay: null });
const ticket: MyTicket = {
  ticketId: 'tk1',
  type: 'ticket',
  qrPayload: { type: 'ticket', ticket_id: 'tk1' },
  itemId: 'formal',
  itemName: 'Formal ticket',
  quantity: 1,
  eventName: 'Spring Formal',
  startsAt: '2030-04-05T19:00:00',
  location: 'Illini Union',
  status: 'valid',
  used: false,
  purchasedAt: '2030-01-01T00:00:00.000Z',
  appleWalletUrl: '/api/v1/me/tickets/tk1/pass.pkpass',
  googleWalletUrl: 'https://pay.google.com/gp/v/save/a.b.c',
};
const order: MyOrder = {
  orderId: 'ord_1',
  status: 'paid',
  lines: [{ name: 'Hoodie', variant: 'Navy / M', quantity: 2, unitPrice: 2500, fulfilled: false }],
  discount: 1000,
  total: 4000,
  pickupQrPayload: 'ord_1',
  createdAt: '2030-01-02T15:00:00.000Z',
};
const tickets: MyTicketsResponse = {
  tickets: [ticket],
  rsvps: [
    {
      eventId: 'ev1',
      eventName: 'Resume Workshop',
      startsAt: '2030-03-01T18:00:00',
      location: 'Siebel 2405',
      status: 'waitlisted',
      waitlistPlace: 3,
      checkedIn: false,
    },
  ],
  nextEvents: [
    { eventId: 'ev2', title: 'Git Workshop', startsAt: '2030-02-01T16:00:00', location: 'Online', host: 'A01' },
  ],
};
const unpaid: MyHomeMembership = {
  paid: false,
  netId: 'jdoe2',
  payUrl: '/membership',
  appleWalletUrl: null,
  googleWalletUrl: null,
};
const cards: WaitingCard[] = [
  {
    key: 'roomRequests',
    title: 'Room requests awaiting review',
    count: 2,
    href: '/roomRequests?status=created',
    detail: '2 in Fall 2030',
  },
  {
    key: 'invitations',
    title: 'Invitations not yet accepted',
    count: 0,
    href: '/iam?invitations=pending',
    detail: nothingWaiting,
  },
];

function open(
  options: {
    roles?: Parameters<typeof signedInUser>[0];
    membership?: MyHomeMembership;
    tickets?: MyTicketsResponse;
    failOrders?: boolean;
  } = {},
) {
  const calls: ApiCall[] = serveApi({
    'GET /api/v1/me/tickets': () => jsonResponse(options.tickets ?? tickets),
    'GET /api/v1/me/orders': () =>
      options.failOrders
        ? errorResponse(500, 'InternalServerError', 100, 'The orders are unavailable.')
        : jsonResponse({ orders: [order] }),
    'GET /api/v1/me/membership': () => jsonResponse(options.membership ?? unpaid),
    'GET /api/v1/me/waiting': () => jsonResponse({ cards }),
  });
  const rendered = renderWithProviders(null, {
    auth: signedInUser(options.roles ?? []),
    path: '/home',
    routes: [
      { path: '/home', element: <HomePage /> },
      { path: '/roomRequests', element: <p>room requests page</p> },
      { path: '/membership', element: <p>membership page</p> },
    ],
  });
  return { calls, ...rendered };
}

describe("the member's home", () => {
  it('shows a ticket with its QR, event, time, place and wallet buttons', async () => {
    open();
    const card = await screen.findByRole('article', { name: 'Spring Formal' });
    expect(await within(card).findByRole('img', { name: 'QR code of your ticket: Spring Formal' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    expect(within(card).getByText('Apr 5, 2030 7:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('Illini Union')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAttribute(
      'href',
      ticket.appleWalletUrl,
    );
    expect(within(card).getByRole('link', { name: 'Add to Google Wallet' })).toHaveAttribute(
      'href',
      ticket.googleWalletUrl,
    );
  });

  it('shows no wallet buttons when the API gives no links', async () => {
    open({ tickets: { ...tickets, tickets: [{ ...ticket, appleWalletUrl: null, googleWalletUrl: null }] } });
    const card = await screen.findByRole('article', { name: 'Spring Formal' });
    expect(within(card).queryByRole('link', { name: /Wallet/ })).not.toBeInTheDocument();
  });

  it('shows an order with its lines, status and pickup QR, and the RSVP waitlist place', async () => {
    open();
    // Named by its order number, linking to it (issue 43).
    const card = await screen.findByRole('article', { name: 'Order 1' });
    expect(within(card).getByRole('link', { name: 'Order 1' })).toHaveAttribute('href', '/home/orders#order-ord_1');
    expect(within(card).getByText('2 × Hoodie (Navy / M)')).toBeInTheDocument();
    expect(within(card).getByText('Paid')).toBeInTheDocument();
    // Its lines, the promo code's discount and what was paid add up (issue 41, point 6).
    expect(within(card).getByText('$50.00')).toBeInTheDocument();
    expect(within(card).getByText('Discount')).toBeInTheDocument();
    expect(within(card).getByText('−$10.00')).toBeInTheDocument();
    expect(within(card).getByText('Total $40.00')).toBeInTheDocument();
    expect(await within(card).findByRole('img', { name: 'Pickup QR code of your order ord_1' })).toBeInTheDocument();
    expect(screen.getByText('Waitlist place 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Git Workshop' })).toHaveAttribute('href', '/events/ev2');
  });

  it('offers the way to pay to a member who has not paid', async () => {
    const { router } = open();
    const region = await screen.findByRole('region', { name: 'Your membership' });
    expect(await within(region).findByText('Not paid')).toBeInTheDocument();
    await user.click(within(region).getByRole('link', { name: 'Pay for your membership' }));
    expect(router.state.location.pathname).toBe('/membership');
  });

  it('shows a paid membership with its wallet buttons', async () => {
    open({
      membership: {
        paid: true,
        netId: 'jdoe2',
        paidAt: '2030-01-01T18:00:00.000Z',
        appleWalletUrl: '/api/v1/me/membership/pass.pkpass',
        googleWalletUrl: null,
      },
    });
    const region = await screen.findByRole('region', { name: 'Your membership' });
    expect(await within(region).findByRole('link', { name: 'Add to Apple Wallet' })).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Add to Google Wallet' })).not.toBeInTheDocument();
  });

  it('says when a part fails to load, and shows the rest', async () => {
    open({ failOrders: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your orders');
    expect(await screen.findByRole('article', { name: 'Spring Formal' })).toBeInTheDocument();
  });

  it('asks for no cards and shows none to a person with no role', async () => {
    const { calls } = open();
    await screen.findByRole('article', { name: 'Spring Formal' });
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/v1/me/waiting');
  });
});

describe("the officer's home", () => {
  it('shows a card per waiting thing with its count, says when nothing waits, and links to the filtered page', async () => {
    const { router } = open({ roles: ['ROOM_REQUEST_UPDATE', 'IAM_ADMIN'] });
    const region = await screen.findByRole('region', { name: 'Waiting for you' });
    const rooms = await within(region).findByRole('article', { name: 'Room requests awaiting review' });
    expect(within(rooms).getByTestId('waiting-count')).toHaveTextContent('2 waiting');
    expect(within(rooms).getByText('2 in Fall 2030')).toBeInTheDocument();
    const invitations = within(region).getByRole('article', { name: 'Invitations not yet accepted' });
    expect(within(invitations).getByText(nothingWaiting)).toBeInTheDocument();
    await user.click(within(rooms).getByRole('link', { name: 'Room requests awaiting review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roomRequests'));
    expect(router.state.location.search).toBe('?status=created');
  });
});
