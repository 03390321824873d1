import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Link } from '@cp/contracts/links';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import LinksPage from './links-page';

const user = userEvent.setup({ delay: null });
const link = (slug: string, extra: Partial<Link> = {}): Link => ({
  slug,
  redirect: `https://example.com/${slug}`,
  access: [],
  owner: 'jdoe2@illinois.edu',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  counter: 0,
  ...extra,
});
const links = [
  link('spring/formal', { tags: ['events', 'spring'] }),
  link('old-survey', { tags: ['survey'], expired: true, redirect: 'https://forms.example.com/x' }),
  link('handbook', { owner: 'treasurer@illinois.edu' }),
];

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

const renderPage = (roles: Parameters<typeof signedInUser>[0] = ['LINKS_MANAGER']) =>
  renderWithProviders(<LinksPage />, { auth: signedInUser(roles), path: '/linkry' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LinksPage search, tags and state', () => {
  it('shows Expired and the tags, and filters by search (alias, target, tag, owner) and by tag', async () => {
    // The server's answer: the links whose alias, target, tag or owner hold q, with the tag.
    const calls = serveApi({
      'GET /api/v1/linkry/redir': ({ query }) => {
        const needle = (query.get('q') ?? '').toLowerCase();
        const tag = query.get('tag');
        const found = links.filter(
          (l) =>
            (!tag || l.tags?.includes(tag)) &&
            [l.slug, l.redirect, l.owner, ...(l.tags ?? [])].some((text) => text.toLowerCase().includes(needle)),
        );
        return jsonResponse({
          ownedLinks: found,
          delegatedLinks: [],
          page: { total: found.length, page: 1, pageSize: 25 },
          tags: ['events', 'spring', 'survey'],
        });
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'My links' });
    await within(table).findByText('Expired');
    expect(calls[0]!.query.get('page')).toBe('1');
    expect(calls[0]!.query.get('list')).toBe('owned');
    expect(rowNames(table)).toHaveLength(3);
    const expiredRow = within(table).getByText('Expired').closest('tr')!;
    expect(expiredRow).toHaveTextContent('old-survey');
    expect(within(table).getAllByText('Expired')).toHaveLength(1);
    expect(within(table).getByText('spring')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    for (const [words, slug] of [
      ['FORMAL', 'spring/formal'],
      ['forms.example', 'old-survey'],
      ['survey', 'old-survey'],
      ['treasurer@', 'handbook'],
    ] as const) {
      await user.clear(search);
      await user.type(search, words);
      await waitFor(() => expect(calls.at(-1)!.query.get('q')).toBe(words));
      await waitFor(() => expect(rowNames(table)).toHaveLength(1));
      await waitFor(() => expect(rowNames(table)[0]).toContain(slug));
    }
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(await within(table).findByText('No link matches the search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    await user.click(await screen.findByRole('option', { name: 'events' }));
    // Until the tag's answer arrives the table still holds the empty search's one row.
    await waitFor(() => expect(rowNames(table)[0]).toContain('spring/formal'));
    expect(rowNames(table)).toHaveLength(1);
    expect(calls.at(-1)!.query.get('tag')).toBe('events');
  });

  it('links each link to its stats page and offers its QR code as SVG and PNG', async () => {
    serveApi({ 'GET /api/v1/linkry/redir': () => jsonResponse({ ownedLinks: links, delegatedLinks: [] }) });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Stats for spring/formal' })).toHaveAttribute(
      'href',
      '/linkry/stats/spring/formal',
    );
    await user.click(screen.getByRole('button', { name: 'QR code for spring/formal' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code' });
    const svg = within(dialog).getByRole('link', { name: 'QR (SVG)' });
    expect(svg).toHaveAttribute('href', '/api/v1/linkry/redir/spring/formal/qr.svg?logo=0');
    expect(svg).toHaveAttribute('download', 'spring-formal-qr.svg');
    const png = within(dialog).getByRole('link', { name: 'QR (PNG)' });
    expect(png).toHaveAttribute('href', '/api/v1/linkry/redir/spring/formal/qr.png?size=512&logo=0');
    expect(png).toHaveAttribute('download', 'spring-formal-qr.png');

    await user.click(within(dialog).getByRole('combobox', { name: 'PNG size' }));
    await user.click(await screen.findByRole('option', { name: '1024 × 1024 px' }));
    await user.click(within(dialog).getByRole('switch', { name: 'With logo' }));
    expect(png).toHaveAttribute('href', '/api/v1/linkry/redir/spring/formal/qr.png?size=1024&logo=1');
    expect(
      within(dialog).getByRole('img', { name: `QR code that opens ${window.location.origin}/spring/formal` }),
    ).toHaveAttribute('src', '/api/v1/linkry/redir/spring/formal/qr.svg?logo=1');
  });
});

describe('LinksPage CSV import', () => {
  it('posts the pasted CSV and shows the created links and the refused rows', async () => {
    const csv = 'slug,redirect,access\nnew-one,https://example.com/1,\nbad slug,https://example.com/2,';
    const calls = serveApi({
      'GET /api/v1/linkry/redir': () => jsonResponse({ ownedLinks: [], delegatedLinks: [] }),
      'POST /api/v1/linkry/import': () =>
        jsonResponse({
          created: ['new-one'],
          failed: [{ row: 3, slug: 'bad slug', message: "Use only letters, digits, '-', '_', '/' and '.'" }],
        }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import links from CSV' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Or paste the CSV' }));
    await user.paste(csv);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const created = await within(dialog).findByRole('list', { name: 'Created links' });
    expect(within(created).getByText('new-one')).toBeInTheDocument();
    expect(within(dialog).getByText('Created 1 link')).toBeInTheDocument();
    const failed = within(dialog).getByRole('table', { name: 'Rows not imported' });
    expect(within(failed).getByRole('row', { name: /^3 bad slug Use only letters/ })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ csv });
    // The list is read again, so the new links show.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v1/linkry/redir')).toHaveLength(2));
  });

  it('reads a chosen file into the box, and refuses an empty CSV without calling the server', async () => {
    const calls = serveApi({
      'GET /api/v1/linkry/redir': () => jsonResponse({ ownedLinks: [], delegatedLinks: [] }),
      'POST /api/v1/linkry/import': () =>
        errorResponse(400, 'ValidationError', 104, 'The header must be slug,redirect,access.'),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import links from CSV' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('The CSV is empty')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const file = new File(['url,target\nx,y'], 'links.csv', { type: 'text/csv' });
    // Mantine's FileInput is a button; the file goes to the hidden input behind it.
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Or paste the CSV' })).toHaveValue('url,target\nx,y'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Import failed');
    expect(alert).toHaveTextContent('The header must be slug,redirect,access.');
  });

  it('is not offered to a links administrator without LINKS_MANAGER', async () => {
    serveApi({ 'GET /api/v1/linkry/redir': () => jsonResponse({ ownedLinks: links, delegatedLinks: [] }) });
    renderPage(['LINKS_ADMIN']);
    await screen.findByRole('table', { name: 'My links' });
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
  });
});
