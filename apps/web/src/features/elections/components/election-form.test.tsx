import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import { photoId, scheduled } from '../test-election';
import { ElectionForm } from './election-form';

afterEach(() => vi.unstubAllGlobals());

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
