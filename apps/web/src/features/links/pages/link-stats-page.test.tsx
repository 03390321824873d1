import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkStats } from '@cp/contracts/links';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import { lastDays } from '../stats-range';
import LinkStatsPage from './link-stats-page';

const user = userEvent.setup({ delay: null });
const statsPath = '/api/v1/linkry/redir/team/agenda/stats';
const stats: LinkStats = {
  slug: 'team/agenda',
  from: '2026-03-01',
  to: '2026-03-02',
  totals: { clicks: 6, uniqueVisitors: 2, qr: 1, bots: 3 },
  days: [
    { date: '2026-03-01', clicks: 2, uniqueVisitors: 1, qr: 0, bots: 1 },
    { date: '2026-03-02', clicks: 4, uniqueVisitors: 2, qr: 1, bots: 2 },
  ],
  hours: [
    { hour: '2026-03-02T19:00:00.000Z', clicks: 0 },
    { hour: '2026-03-02T20:00:00.000Z', clicks: 4 },
  ],
  referrers: [
    { name: 'news.example.com', clicks: 4 },
    { name: '(direct)', clicks: 2 },
  ],
  devices: [
    { name: 'desktop', clicks: 5 },
    { name: 'mobile', clicks: 1 },
  ],
  browsers: [{ name: 'Chrome', clicks: 6 }],
};

const renderStats = (path: string) =>
  renderWithProviders(null, {
    auth: signedInUser(['LINKS_MANAGER']),
    path,
    routes: [{ path: '/linkry/stats/*', element: <LinkStatsPage /> }],
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LinkStatsPage', () => {
  it('asks for the range in the address and shows its totals, charts and breakdowns', async () => {
    const calls = serveApi({ [`GET ${statsPath}`]: () => jsonResponse(stats) });
    renderStats('/linkry/stats/team/agenda?from=2026-03-01&to=2026-03-02');
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(within(totals).getByRole('listitem', { name: 'Clicks: 6' })).toBeInTheDocument();
    expect(within(totals).getByRole('listitem', { name: 'Unique visitors: 2' })).toBeInTheDocument();
    expect(within(totals).getByRole('listitem', { name: 'QR scans: 1' })).toBeInTheDocument();
    expect(within(totals).getByRole('listitem', { name: 'Bots: 3 (Not counted)' })).toBeInTheDocument();
    const asked = calls.find((call) => call.path === statsPath);
    expect(asked?.query.get('from')).toBe('2026-03-01');
    expect(asked?.query.get('to')).toBe('2026-03-02');

    // The charts' data, as the figures describe it in words.
    expect(screen.getByRole('figure', { name: 'Clicks per day' })).toHaveAccessibleDescription(
      'Mar 1: 2 clicks, 1 unique visitor, 0 QR scans; Mar 2: 4 clicks, 2 unique visitors, 1 QR scan',
    );
    expect(screen.getByRole('figure', { name: 'Clicks per hour' })).toHaveAccessibleDescription(
      /^Mar 2, 2 PM: 4 clicks$/,
    );
    const referrers = screen.getByRole('table', { name: 'Top referrers' });
    expect(within(referrers).getByRole('row', { name: 'news.example.com 4 67%' })).toBeInTheDocument();
    const devices = screen.getByRole('table', { name: 'Devices' });
    expect(within(devices).getByRole('row', { name: 'mobile 1 17%' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Browsers' })).getByText('Chrome')).toBeInTheDocument();
  });

  it('asks for the last 30 days by default, and for the last 7 when chosen', async () => {
    const calls = serveApi({ [`GET ${statsPath}`]: () => jsonResponse(stats) });
    // The page also reads the client config: only the stats calls count here.
    const statsCalls = () => calls.filter((call) => call.path === statsPath);
    renderStats('/linkry/stats/team/agenda');
    await screen.findByRole('list', { name: 'Totals' });
    const thirty = lastDays(30);
    expect(statsCalls()[0]?.query.get('from')).toBe(thirty.from);
    expect(statsCalls()[0]?.query.get('to')).toBe(thirty.to);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(statsCalls()).toHaveLength(2));
    expect(statsCalls()[1]?.query.get('from')).toBe(lastDays(7).from);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows skeletons while loading, then "No clicks yet." for a link nobody followed', async () => {
    let answer: (response: Response) => void = () => {};
    serveApi({ [`GET ${statsPath}`]: () => new Promise<Response>((resolve) => (answer = resolve)) as never });
    renderStats('/linkry/stats/team/agenda');
    expect(await screen.findByRole('status', { name: 'Loading the totals' })).toBeInTheDocument();
    expect(screen.getByTestId('stats-chart-skeleton')).toBeInTheDocument();
    const none = { clicks: 0, uniqueVisitors: 0, qr: 0, bots: 0 };
    answer(jsonResponse({ ...stats, totals: none, days: [], hours: [], referrers: [], devices: [], browsers: [] }));
    expect(await screen.findByText('No clicks yet.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it("shows the server's message when the stats cannot be read", async () => {
    serveApi({
      [`GET ${statsPath}`]: () => errorResponse(403, 'ForbiddenError', 102, 'You may not see this link.'),
    });
    renderStats('/linkry/stats/team/agenda');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the stats');
    expect(alert).toHaveTextContent('You may not see this link.');
  });

  it('links to the edit page, coming back here', async () => {
    serveApi({ [`GET ${statsPath}`]: () => jsonResponse(stats) });
    renderStats('/linkry/stats/team/agenda');
    expect(await screen.findByRole('link', { name: 'Edit link' })).toHaveAttribute(
      'href',
      `/linkry/edit/team/agenda?previousPage=${encodeURIComponent('/linkry/stats/team/agenda')}`,
    );
  });
});
