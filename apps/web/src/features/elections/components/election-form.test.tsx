import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Election } from '@cp/contracts/elections';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import { ElectionForm } from './election-form';

afterEach(() => vi.unstubAllGlobals());

const photoId = 'a'.repeat(64);
const scheduled: Election = {
  id: '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69',
  title: 'Spring officers',
  description: '',
  opensAt: '2099-04-01T14:00:00.000Z',
  closesAt: '2099-04-08T14:00:00.000Z',
  status: 'scheduled',
  eligibility: { kind: 'paid' },
  eligibilityLabel: "The chapter's paid members",
  positions: [
    {
      id: 'p1',
      title: 'President',
      seats: 1,
      method: 'ranked',
      abstain: true,
      writeIns: false,
      candidates: [
        {
          id: 'p1c1',
          name: 'Ana Ortiz',
          netId: 'aortiz2',
          statement: 'More workshops.',
          photoId,
          photoUrl: `/api/v1/elections/3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69/photos/${photoId}`,
        },
        { id: 'p1c2', name: 'Ben Cho' },
      ],
    },
  ],
  rollSize: null,
  seed: null,
  createdBy: 'admin@illinois.edu',
  canManage: true,
  onRoll: false,
  voted: false,
  cannotVote: 'Voting has not opened yet.',
};

describe('ElectionForm, changing an election before it opens', () => {
  it('shows what it holds and sends the whole ballot back with the change, statements and photos kept', async () => {
    const calls = serveApi({
      [`PATCH /api/v1/elections/${scheduled.id}`]: (call) =>
        jsonResponse({ ...scheduled, title: (call.body as { title: string }).title }),
    });
    const onSaved = vi.fn();
    renderWithProviders(<ElectionForm election={scheduled} onSaved={onSaved} />, {
      auth: signedInUser(['MANAGE_ELECTIONS']),
    });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Spring officers');
    const position = screen.getByRole('region', { name: 'Position 1' });
    expect(within(position).getByLabelText('Candidate 1 statement (optional)')).toHaveValue('More workshops.');
    expect(within(position).getByRole('img', { name: 'Ana Ortiz' })).toHaveAttribute(
      'src',
      scheduled.positions[0]!.candidates[0]!.photoUrl,
    );

    fireEvent.change(title, { target: { value: 'Spring officers 2099' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = calls.find((c) => c.method === 'PATCH')?.body;
    expect(sent).toMatchObject({
      title: 'Spring officers 2099',
      opensAt: '2099-04-01T14:00:00.000Z',
      eligibility: { kind: 'paid' },
      positions: [
        {
          title: 'President',
          method: 'ranked',
          candidates: [
            { name: 'Ana Ortiz', netId: 'aortiz2', statement: 'More workshops.', photo: photoId },
            { name: 'Ben Cho' },
          ],
        },
      ],
    });
  }, 45_000);

  it('refuses, with the schema the API uses, a window that closes before it opens', async () => {
    const calls = serveApi({});
    renderWithProviders(<ElectionForm election={scheduled} onSaved={() => {}} />, {
      auth: signedInUser(['MANAGE_ELECTIONS']),
    });
    fireEvent.change(await screen.findByLabelText('Voting closes (chapter time)'), {
      target: { value: '2099-03-01T09:00' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Voting must close after it opens');
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  }, 45_000);
});
