import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import { fakeCamera } from '../../../test/fake-camera';
import { cardSwipeMessages } from '../components/card-swipe-form';
import ScanPage from './scan-page';

afterEach(() => vi.unstubAllGlobals());

const user = userEvent.setup({ delay: null });
const gala = {
  itemId: 'gala',
  itemName: 'Spring Gala',
  itemSalesActive: false,
  priceDollars: { member: 5, nonMember: 10 },
};
const admitted = {
  valid: true,
  type: 'ticket',
  ticketId: 't-1',
  purchaserData: { email: 'testinguser@illinois.edu', productId: 'gala', quantity: 1 },
};

function open(checkIn: () => Response) {
  fakeCamera.listCameras.mockResolvedValue([]);
  const calls = serveApi({
    'GET /api/v1/tickets': () => jsonResponse({ merch: [], tickets: [gala] }),
    'POST /api/v1/tickets/checkIn': checkIn,
  });
  renderWithProviders(<ScanPage />, { auth: signedInUser(['TICKETS_SCANNER']), path: '/tickets/scan' });
  return calls;
}

describe('a card swipe on the scan page', () => {
  it("checks in the card's UIN for the event, then clears the field and gives it the focus back", async () => {
    const calls = open(() => jsonResponse(admitted));
    const card = await screen.findByRole('textbox', { name: 'Card or UIN' });
    await waitFor(() => expect(screen.getByLabelText('Event', { selector: 'input' })).toHaveValue('Spring Gala'));
    // A keyboard-wedge reader types the card and presses Enter.
    await user.type(card, 'ACMCARD0042627838939{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Valid Ticket' });
    expect(within(dialog).getByText('testinguser@illinois.edu')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'ticket', itemId: 'gala', uin: '627838939' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveValue('');
  });

  it('says at the field when the read holds no UIN, and calls nothing', async () => {
    const calls = open(() => jsonResponse(admitted));
    const card = await screen.findByRole('textbox', { name: 'Card or UIN' });
    await user.type(card, 'ACMCARD12{Enter}');
    expect(card).toHaveAccessibleDescription(new RegExp(cardSwipeMessages.notACard.replace(/[.]/g, '\\.')));
    expect(card).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal as a scan error, keeping the read to try again", async () => {
    open(() => errorResponse(404, 'TicketNotFoundError', 108, 'No ticket of this item for testinguser@illinois.edu.'));
    const card = await screen.findByRole('textbox', { name: 'Card or UIN' });
    await waitFor(() => expect(screen.getByLabelText('Event', { selector: 'input' })).toHaveValue('Spring Gala'));
    await user.type(card, '627838939{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Scan Error - DO NOT HONOR' });
    expect(
      within(dialog).getByText('Error 108 (TicketNotFoundError): No ticket of this item for testinguser@illinois.edu.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(card).toHaveValue('627838939');
  });
});
