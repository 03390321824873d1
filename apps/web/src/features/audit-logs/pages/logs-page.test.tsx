import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import LogsPage from './logs-page';

const entry = (message: string) => ({
  createdAt: Math.floor(Date.now() / 1000) - 60,
  module: 'events',
  actor: 'jdoe2@illinois.edu',
  message,
  target: 'e1',
  requestId: 'r1',
});

afterEach(() => vi.unstubAllGlobals());

describe('LogsPage', () => {
  it('keeps focus on Fetch Logs and announces how many entries it found', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    serveApi({
      'GET /api/v1/logs/events': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<LogsPage />, { auth: signedInUser(['AUDIT_LOG_VIEWER']), path: '/logs' });
    await user.click(await screen.findByRole('combobox', { name: 'Module' }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('option', { name: 'Events' }));
    const fetchLogs = screen.getByRole('button', { name: 'Fetch Logs' });
    fetchLogs.focus();
    await user.keyboard('{Enter}');
    // While the entries are read, and after: the button keeps focus (a disabled one loses it).
    expect(fetchLogs).toHaveFocus();
    expect(fetchLogs).toBeEnabled();
    answer(jsonResponse({ entries: [entry('Created event A.'), entry('Deleted event B.')], nextCursor: null }));
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(await within(table).findByText('Deleted event B.')).toBeVisible();
    expect(screen.getByRole('status', { name: 'Entries found' })).toHaveTextContent('2 entries on page 1.');
    expect(fetchLogs).toHaveFocus();
  }, 30_000);
});
