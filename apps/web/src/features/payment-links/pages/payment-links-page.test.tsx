import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import type { PaymentLink } from '@cp/contracts/payment-links';
import { catchCsvDownload } from '../../../test/csv-download';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import PaymentLinksPage from './payment-links-page';

const link = (id: string, invoiceId: string, overrides: Partial<PaymentLink> = {}): PaymentLink => ({
  id,
  active: true,
  invoiceId,
  invoiceAmountUsd: 1234,
  paidAmountUsd: 0,
  userId: 'jdoe2@illinois.edu',
  contactName: 'Carla Contact',
  contactEmail: 'carla@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  link: `http://localhost/pay/${id}`,
  ...overrides,
});

const page = (
  <>
    <Notifications />
    <PaymentLinksPage />
  </>
);
const render = () => renderWithProviders(page, { auth: signedInUser(['STRIPE_LINK_CREATOR']), path: '/stripe' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentLinksPage', () => {
  it('says when the links cannot be loaded', async () => {
    serveApi({ 'GET /api/v1/stripe/paymentLinks': () => errorResponse(500, 'InternalServerError', 100, 'boom') });
    render();
    expect(await screen.findByText('Failed to get payment links')).toBeInTheDocument();
  });

  it('validates with the spec messages and sends the amount in cents', { timeout: 30_000 }, async () => {
    const calls = serveApi({
      'GET /api/v1/stripe/paymentLinks': () => jsonResponse([]),
      'POST /api/v1/stripe/paymentLinks': () =>
        jsonResponse({ id: 'plink_1', link: 'http://localhost/pay/plink_1' }, 201),
    });
    render();
    expect(await screen.findByText('No payment links yet. Create one above.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Payment Link' }));
    expect(await screen.findByText('Invoice ID is required')).toBeInTheDocument();
    expect(screen.getByText('Amount must be at least $0.50')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Invoice ID/), 'INV-1');
    await userEvent.type(screen.getByLabelText(/Invoice Amount/), '12.34');
    await userEvent.type(screen.getByLabelText(/Contact Name/), 'Carla');
    await userEvent.type(screen.getByLabelText(/Contact Email/), 'carla@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create Payment Link' }));
    expect(await screen.findByText('http://localhost/pay/plink_1')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      invoiceId: 'INV-1',
      invoiceAmountUsd: 1234,
      contactName: 'Carla',
      contactEmail: 'carla@example.com',
    });
  });

  it('keeps what was typed and says so when creating fails', { timeout: 30_000 }, async () => {
    serveApi({
      'GET /api/v1/stripe/paymentLinks': () => jsonResponse([]),
      'POST /api/v1/stripe/paymentLinks': () => errorResponse(500, 'InternalServerError', 100, 'Stripe is down'),
    });
    render();
    await userEvent.type(await screen.findByLabelText(/Invoice ID/), 'INV-2');
    await userEvent.type(screen.getByLabelText(/Invoice Amount/), '5');
    await userEvent.type(screen.getByLabelText(/Contact Name/), 'Carla');
    await userEvent.type(screen.getByLabelText(/Contact Email/), 'carla@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create Payment Link' }));
    expect(await screen.findByText('Failed to create payment link')).toBeInTheDocument();
    expect(screen.getByLabelText(/Invoice ID/)).toHaveValue('INV-2');
  });

  it('deactivates the selected active links and counts the failures', { timeout: 30_000 }, async () => {
    const calls = serveApi({
      'GET /api/v1/stripe/paymentLinks': () =>
        jsonResponse([
          link('plink_a', 'INV-A'),
          link('plink_b', 'INV-B'),
          link('plink_c', 'INV-C', { active: false, paidAmountUsd: 1234 }),
        ]),
      'DELETE /api/v1/stripe/paymentLinks/plink_a': () => new Response(null, { status: 204 }),
      'DELETE /api/v1/stripe/paymentLinks/plink_b': () => errorResponse(500, 'InternalServerError', 100, 'boom'),
    });
    render();
    const table = await screen.findByRole('table', { name: 'Payment links' });
    expect(await within(table).findByText('INV-C')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Select INV-C' })).toBeDisabled();
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select INV-A' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select INV-B' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate 2 links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate payment links' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Failed to deactivate 1 link(s)')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2));
  });

  it('shows whom each link is for, warns before a second link for an invoice, marks both, and exports them', async () => {
    const user = userEvent.setup();
    serveApi({
      'GET /api/v1/stripe/paymentLinks': () =>
        jsonResponse([
          link('plink_a', 'INV-7'),
          link('plink_b', 'inv-7 ', { contactName: 'Dan Donor', contactEmail: 'dan@example.com' }),
          link('plink_c', 'INV-8'),
        ]),
    });
    render();
    const table = await screen.findByRole('table', { name: 'Payment links' });
    expect(await within(table).findByText('Dan Donor')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'dan@example.com' })).toHaveAttribute(
      'href',
      'mailto:dan@example.com',
    );
    expect(within(table).getAllByText('Invoice ID used twice')).toHaveLength(2);

    await user.type(screen.getByLabelText(/Invoice ID/), 'INV-8');
    expect(
      screen.getByText(/Another payment link already has this invoice ID \(\$12\.34, created/),
    ).toBeInTheDocument();

    const csv = catchCsvDownload();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = (await csv.text())!.split('\r\n');
    expect(lines[0]).toBe('Invoice ID,Amount (USD),Paid (USD),Active,Contact,Contact email,Created,Created by,Link');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('Dan Donor,dan@example.com');
  }, 30_000);
});

describe('PaymentLinksPage opened from the home card (?status=unpaid)', () => {
  it('shows only the active links not paid in full, and offers them all', async () => {
    serveApi({
      'GET /api/v1/stripe/paymentLinks': () =>
        jsonResponse([
          link('plink_a', 'INV-OPEN'),
          link('plink_b', 'INV-PART', { paidAmountUsd: 500 }),
          link('plink_c', 'INV-PAID', { paidAmountUsd: 1234 }),
          link('plink_d', 'INV-GONE', { active: false }),
        ]),
    });
    renderWithProviders(page, {
      auth: signedInUser(['STRIPE_LINK_CREATOR']),
      path: '/stripe?status=unpaid',
      routes: [
        { path: '/stripe', element: page },
        { path: '*', element: null },
      ],
    });
    expect((await screen.findAllByText('INV-OPEN', {}, { timeout: 15_000 }))[0]).toBeVisible();
    expect(screen.getAllByText('INV-PART')[0]).toBeVisible();
    expect(screen.queryByText('INV-PAID')).toBeNull();
    expect(screen.queryByText('INV-GONE')).toBeNull();
    expect(screen.getByRole('status', { name: /Unpaid payment links/ })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Show all payment links' }));
    expect((await screen.findAllByText('INV-PAID'))[0]).toBeVisible();
  });
});
