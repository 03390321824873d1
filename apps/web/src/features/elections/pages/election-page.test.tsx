import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Election } from '@cp/contracts/elections';
import { routePatterns } from '../../../lib/paths';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import { scheduled } from '../test-election';
import ElectionPage from './election-page';

afterEach(() => vi.unstubAllGlobals());

const renderPage = (election: Election) => {
  serveApi({ [`GET /api/v1/elections/${election.id}`]: () => jsonResponse(election) });
  renderWithProviders(null, {
    routes: [{ path: routePatterns.election, element: <ElectionPage /> }],
    path: `/elections/${election.id}`,
    auth: signedInUser(['MANAGE_ELECTIONS']),
  });
};

describe('ElectionPage, for a manager', () => {
  it('offers to change the election before voting opens, in the form that holds it', async () => {
    renderPage(scheduled);
    await userEvent.click(await screen.findByRole('button', { name: 'Change this election' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Spring officers');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open voting now' })).not.toBeInTheDocument();
  }, 45_000);

  it('says nothing can change once voting has opened, and offers no change', async () => {
    renderPage({ ...scheduled, status: 'open', rollSize: 38, turnout: 0, seed: 'ab'.repeat(16) });
    expect(await screen.findByText('Voting has opened: nothing about this election can change.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change this election' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close voting now' })).toBeInTheDocument();
  }, 45_000);
});
