import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, stubFetch } from '../../../test/serve-api';
import { loadDraft, saveDraft } from '../draft';
import { emptyFormValues, type RoomRequestFormValues } from '../form-values';
import { browsableSemesters, currentSemester, semesterLabel } from '@cp/contracts/room-requests';
import RoomRequestsPage from './room-requests-page';

const user = signedInUser(['ROOM_REQUEST_CREATE']);
const username = user.session!.username;

/** Answers GET organizations and the given POSTs; records what was posted. */
function serve(answers: Record<string, () => Response>) {
  const posted: string[] = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (init.method === 'POST') posted.push(path);
    if (path === '/api/v1/organizations') return new Response(JSON.stringify([{ id: 'A01', name: 'ACM' }]));
    return answers[path]?.() ?? errorResponse(404, 'NotFoundError', 103, 'Not found.');
  });
  return posted;
}

const draftValues: RoomRequestFormValues = {
  ...emptyFormValues('fa30'),
  host: 'A01',
  title: 'Draft Workshop',
  theme: 'Learning',
  description: 'one two three four five six seven eight nine ten',
  locationType: 'virtual',
};

function renderNewRequest() {
  return renderWithProviders(null, {
    auth: user,
    path: '/roomRequests?tab=new',
    routes: [
      {
        path: '/roomRequests',
        element: (
          <>
            <Notifications />
            <RoomRequestsPage />
          </>
        ),
      },
    ],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the New Request wizard', () => {
  it('reopens a saved draft at its step, and shows the server message when validation fails', async () => {
    saveDraft(username, { values: draftValues, step: 3 });
    const posted = serve({
      '/api/v1/roomRequests/validate': () => errorResponse(400, 'ValidationError', 104, 'Host is required'),
    });
    renderNewRequest();
    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Additional information' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to validate room reservation');
    expect(alert).toHaveTextContent('Host is required');
    expect(posted).toEqual(['/api/v1/roomRequests/validate']);
  }, 20_000);

  it('keeps every answer and the draft when submitting fails', async () => {
    saveDraft(username, { values: draftValues, step: 4 });
    serve({ '/api/v1/roomRequests': () => errorResponse(500, 'InternalServerError', 100, 'Something went wrong.') });
    renderNewRequest();
    expect(await screen.findByRole('heading', { name: 'Review and submit' })).toBeInTheDocument();
    expect(screen.getByText('Draft Workshop')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit room request');
    expect(screen.getByText('Draft Workshop')).toBeInTheDocument();
    await waitFor(() => expect(loadDraft(username)?.values.title).toBe('Draft Workshop'));
  }, 20_000);
});

describe('RoomRequestsPage', () => {
  it('offers New Request only to ROOM_REQUEST_CREATE; a reviewer without it lands on the existing requests', async () => {
    serve({ '/api/v1/roomRequests/fa30': () => new Response('[]') });
    renderWithProviders(null, {
      auth: signedInUser(['ROOM_REQUEST_UPDATE']),
      path: '/roomRequests?tab=new',
      routes: [{ path: '/roomRequests', element: <RoomRequestsPage /> }],
    });
    expect(await screen.findByRole('tab', { name: 'Existing Requests' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'New Request' })).not.toBeInTheDocument();
  });
});

describe('the Existing Requests list', () => {
  it('shows only the requests of the status in the link, until asked for all', async () => {
    const semester = currentSemester();
    serve({
      [`/api/v1/roomRequests/${semester}`]: () =>
        new Response(
          JSON.stringify([
            { requestId: 'r1', title: 'Waiting Workshop', host: 'A01', status: 'created' },
            { requestId: 'r2', title: 'Approved Talk', host: 'A01', status: 'approved' },
          ]),
        ),
    });
    renderWithProviders(null, {
      auth: signedInUser(['ROOM_REQUEST_UPDATE']),
      path: '/roomRequests?status=created',
      routes: [{ path: '/roomRequests', element: <RoomRequestsPage /> }],
    });
    expect((await screen.findAllByText('Waiting Workshop')).length).toBeGreaterThan(0);
    expect(screen.getByText('Showing only: Created')).toBeInTheDocument();
    expect(screen.queryByText('Approved Talk')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect((await screen.findAllByText('Approved Talk')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Showing only: Created')).not.toBeInTheDocument();
  }, 20_000);

  it('shows the requests of the status in every semester together with ?semester=all (the home card)', async () => {
    const [, , current, next] = browsableSemesters(currentSemester());
    const rows: Record<string, object[]> = {
      [current!]: [
        { requestId: 'r1', title: 'Waiting Workshop', host: 'A01', status: 'created' },
        { requestId: 'r2', title: 'Approved Talk', host: 'A01', status: 'approved' },
      ],
      [next!]: [{ requestId: 'r3', title: 'Spring Hackathon', host: 'A01', status: 'created' }],
    };
    serve(
      Object.fromEntries(
        browsableSemesters(currentSemester()).map((id) => [
          `/api/v1/roomRequests/${id}`,
          () => new Response(JSON.stringify(rows[id] ?? [])),
        ]),
      ),
    );
    renderWithProviders(null, {
      auth: signedInUser(['ROOM_REQUEST_UPDATE']),
      path: '/roomRequests?status=created&semester=all',
      routes: [{ path: '/roomRequests', element: <RoomRequestsPage /> }],
    });
    const table = await screen.findByRole('table', { name: 'Room requests' }, { timeout: 15_000 });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    const hackathon = screen.getByRole('link', { name: 'Spring Hackathon' });
    expect(hackathon).toHaveAttribute('href', `/roomRequests/${next}/r3`);
    expect(screen.getByRole('link', { name: 'Waiting Workshop' })).toHaveAttribute(
      'href',
      `/roomRequests/${current}/r1`,
    );
    expect(screen.getByText(semesterLabel(next!))).toBeInTheDocument();
    expect(screen.queryByText('Approved Talk')).not.toBeInTheDocument();
    expect(screen.getByDisplayValue('Every semester')).toBeVisible();
  }, 20_000);
});
