import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import { fakeCamera } from '../../../test/fake-camera';
import ScanPage from './scan-page';

// the test DOM has no camera: the scanner library (test/fake-camera.ts) reports none, or refuses.
const { listCameras } = fakeCamera;

afterEach(() => vi.unstubAllGlobals());

async function enterManually(email: string, id: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(screen.getByRole('textbox', { name: 'Payment ID or Ticket ID' }), id);
  await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
}

describe('ScanPage', () => {
  it('says so when the camera list cannot be read, and checks in by manual entry', async () => {
    listCameras.mockRejectedValue(new Error('NotAllowedError'));
    const calls = serveApi({
      'POST /api/v1/tickets/checkIn': () =>
        jsonResponse({
          valid: true,
          type: 'ticket',
          ticketId: 'abc',
          purchaserData: { email: 'fan@example.com', productId: 'gala', quantity: 2 },
        }),
    });
    renderWithProviders(<ScanPage />, { auth: signedInUser(['TICKETS_SCANNER']), path: '/tickets/scan' });
    expect(await screen.findByText('Failed to get camera list. Please check camera permissions.')).toBeInTheDocument();
    await enterManually('fan@example.com', 'abc');
    const dialog = await screen.findByRole('dialog', { name: 'Valid Ticket' });
    expect(within(dialog).getByText('fan@example.com')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v1/tickets/checkIn')?.body).toEqual({
      type: 'ticket',
      email: 'fan@example.com',
      stripePi: 'abc',
    });
  }, 45_000);

  it("shows a refusal as 'Scan Error - DO NOT HONOR' with the error's id, name and message, then scans again", async () => {
    listCameras.mockResolvedValue([]);
    serveApi({
      'POST /api/v1/tickets/checkIn': () =>
        errorResponse(400, 'TicketNotValidError', 109, 'Ticket has already been redeemed.'),
    });
    renderWithProviders(<ScanPage />, { auth: signedInUser(['TICKETS_SCANNER']), path: '/tickets/scan' });
    await enterManually('fan@example.com', 'abc');
    const dialog = await screen.findByRole('dialog', { name: 'Scan Error - DO NOT HONOR' });
    expect(
      within(dialog).getByText('Error 109 (TicketNotValidError): Ticket has already been redeemed.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    expect(await screen.findByRole('dialog', { name: 'Scan Error - DO NOT HONOR' })).toBeInTheDocument();
  }, 45_000);

  it('shows the fallback text when the answer is not a portal error, and when the server cannot be reached', async () => {
    listCameras.mockResolvedValue([]);
    let reachable = true;
    serveApi({
      'POST /api/v1/tickets/checkIn': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return new Response('<html>Bad Gateway</html>', { status: 502 });
      },
    });
    renderWithProviders(<ScanPage />, { auth: signedInUser(['TICKETS_SCANNER']), path: '/tickets/scan' });
    const fallback = "System encountered a failure, please contact the chapter's infrastructure chairs.";
    await enterManually('fan@example.com', 'abc');
    let dialog = await screen.findByRole('dialog', { name: 'Scan Error - DO NOT HONOR' });
    expect(within(dialog).getByText(fallback)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    reachable = false;
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    dialog = await screen.findByRole('dialog', { name: 'Scan Error - DO NOT HONOR' });
    expect(within(dialog).getByText(fallback)).toBeInTheDocument();
  }, 45_000);

  it('names the item, clears manual entry after an admission, and takes the same code read again for the same ticket', async () => {
    listCameras.mockResolvedValue([]);
    const admitted = {
      valid: true,
      type: 'ticket',
      ticketId: 'abc',
      purchaserData: { email: 'fan@example.com', productId: 'gala', quantity: 1 },
    };
    const item = { itemName: 'Spring Gala', itemSalesActive: false, priceDollars: { member: 5, nonMember: 10 } };
    const calls = serveApi({
      'GET /api/v1/tickets': () => jsonResponse({ merch: [], tickets: [{ itemId: 'gala', ...item }] }),
      'POST /api/v1/tickets/checkIn': () => jsonResponse(admitted),
    });
    renderWithProviders(<ScanPage />, { auth: signedInUser(['TICKETS_SCANNER']), path: '/tickets/scan' });
    await enterManually('fan@example.com', 'abc');
    let dialog = await screen.findByRole('dialog', { name: 'Valid Ticket' });
    expect(within(dialog).getByText('Spring Gala')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Payment ID or Ticket ID' })).toHaveValue('');
    // Focus returns to the manual entry's field, not to the end of the page (issue 43).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Payment ID or Ticket ID' })).toHaveFocus());

    // The same code again at once: no second check-in, and a warning that reads as danger (issue 43).
    await enterManually('fan@example.com', 'abc');
    dialog = await screen.findByRole('dialog', { name: 'Already Admitted - DO NOT ADMIT AGAIN' });
    const warning = within(dialog).getByRole('alert');
    expect(warning).toHaveTextContent('Do not admit a second person with this code');
    expect(warning).toHaveTextContent('turn them away');
    expect(screen.queryByText('Scan Error - DO NOT HONOR')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v1/tickets/checkIn')).toHaveLength(1);
  }, 45_000);
});
