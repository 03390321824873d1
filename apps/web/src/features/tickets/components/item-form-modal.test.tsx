import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TicketItem } from '@cp/contracts/tickets';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import { ItemFormModal } from './item-form-modal';

afterEach(() => vi.unstubAllGlobals());

// Sales open on 2099-04-21 at 23:30 UTC, which is 18:30 in Chicago (CDT, UTC-5).
const gala: TicketItem = {
  itemId: 'gala',
  itemName: 'Spring Gala',
  itemSalesActive: '2099-04-21T23:30:00.000Z',
  priceDollars: { member: 15, nonMember: 25 },
  eventCapacity: 100,
  sizes: [],
};

describe('ItemFormModal', () => {
  it("shows and saves 'Sales open at' as a Chicago time, whatever the browser's zone", async () => {
    const calls = serveApi({
      'PUT /api/v1/tickets/items/gala': (call) => jsonResponse({ ...gala, ...(call.body as object) }),
    });
    renderWithProviders(<ItemFormModal target={{ kind: 'ticket', item: gala }} onClose={() => {}} />, {
      auth: signedInUser(['TICKETS_MANAGER']),
    });
    const opensAt = await screen.findByLabelText(/Sales open at/);
    expect(opensAt).toHaveValue('2099-04-21T18:30');
    expect(screen.getByText('Chicago time')).toBeInTheDocument();
    // In January Chicago is UTC-6.
    fireEvent.change(opensAt, { target: { value: '2099-01-10T09:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ itemSalesActive: '2099-01-10T15:00:00.000Z' });
  }, 45_000);
});
