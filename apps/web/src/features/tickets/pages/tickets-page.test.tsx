import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import { renderWithProviders, signedInUser } from '../../../test/render';
import TicketsPage from './tickets-page';

afterEach(() => vi.unstubAllGlobals());

const gala = {
  itemId: 'spring-gala',
  itemName: 'Spring Gala',
  itemSalesActive: '2026-01-01T00:00:00Z',
  priceDollars: { member: 5, nonMember: 10 },
  eventCapacity: 100,
  ticketsSold: 3,
};
const serve = () => serveApi({ 'GET /api/v1/tickets': () => jsonResponse({ merch: [], tickets: [gala] }) });

describe('the tickets page', () => {
  it('shows a scanner no empty Actions column', async () => {
    serve();
    renderWithProviders(<TicketsPage />, { auth: signedInUser(['TICKETS_SCANNER']), path: '/tickets' });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(await within(table).findByText('Spring Gala')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it("gives a manager each item's store link to copy, and its QR code", async () => {
    serve();
    renderWithProviders(<TicketsPage />, { auth: signedInUser(['TICKETS_MANAGER']), path: '/tickets' });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(await within(table).findByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const url = `${window.location.origin}/store/spring-gala`;
    expect(within(table).getByRole('button', { name: `Copy ${url}` })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Store QR code for Spring Gala' }));
    const qr = await screen.findByRole('img', { name: 'QR code of the store page of Spring Gala' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url);
  }, 30_000);

  it('lists a product\'s variants, not "One size", and says "One size" only of one without any', async () => {
    const item = (itemId: string, itemName: string, variants: string[]) => ({
      itemId,
      itemName,
      itemSalesActive: '2026-01-01T00:00:00Z',
      priceDollars: { member: 35, nonMember: 45 },
      sizes: [],
      variants,
    });
    const hoodie = item('chapter-hoodie', 'Chapter Hoodie', ['Navy S', 'Navy M', 'Grey S', 'Grey M']);
    const stickers = item('laptop-sticker-pack', 'Laptop Sticker Pack', ['General']);
    serveApi({ 'GET /api/v1/tickets': () => jsonResponse({ merch: [hoodie, stickers], tickets: [gala] }) });
    renderWithProviders(<TicketsPage />, { auth: signedInUser(['TICKETS_SCANNER']), path: '/tickets' });
    const table = await screen.findByRole('table', { name: 'Merchandise' });
    const hoodieRow = (await within(table).findByText('Chapter Hoodie')).closest('tr')!;
    expect(within(hoodieRow).getByText('4 variants: Navy S, Navy M, Grey S, Grey M')).toBeInTheDocument();
    expect(within(hoodieRow).queryByText('One size')).not.toBeInTheDocument();
    const stickerRow = within(table).getByText('Laptop Sticker Pack').closest('tr')!;
    expect(within(stickerRow).getByText('One size')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Variants/ })).toBeInTheDocument();
  });
});
