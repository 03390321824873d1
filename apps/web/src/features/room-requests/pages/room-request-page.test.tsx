import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import type { RoomRequestDetails } from '@cp/contracts/room-requests';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { stubFetch } from '../../../test/serve-api';
import RoomRequestPage from './room-request-page';

const id = '6a1c2f0e-5b7d-4c3a-9e8f-000000000001';
function details(status: RoomRequestDetails['data']['status']): RoomRequestDetails {
  return {
    data: {
      requestId: id,
      semester: 'fa30',
      title: 'Robot Night',
      host: 'A01',
      status,
      requestedBy: 'rooms@illinois.edu',
      createdAt: '2030-09-01T00:00:00.000Z',
      theme: 'Learning',
      description: 'one two three four five six seven eight nine ten',
      eventStart: '2030-10-01T18:00:00',
      eventEnd: '2030-10-01T20:00:00',
      isRecurring: false,
      recurrencePattern: null,
      recurrenceEndDate: null,
      setupNeeded: false,
      setupMinutesBefore: null,
      hostingMinors: false,
      locationType: 'virtual',
      spaceType: null,
      specificRoom: null,
      estimatedAttendees: null,
      seatsNeeded: null,
      setupDetails: null,
      onCampusPartners: null,
      offCampusPartners: null,
      nonIllinoisSpeaker: null,
      nonIllinoisAttendees: null,
      foodOrDrink: false,
      crafting: false,
      comments: null,
    },
    updates: [
      {
        status: 'created',
        notes: 'Request created.',
        createdBy: 'rooms@illinois.edu',
        createdAt: '2030-09-01T00:00:00.000Z',
      },
    ],
    attachments: [],
  };
}

function serve(status: RoomRequestDetails['data']['status'], onUpdate: () => Response) {
  stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/v1/organizations') return new Response(JSON.stringify([{ id: 'A01', name: 'ACM' }]));
    if (init.method === 'POST' && path.endsWith('/status')) return onUpdate();
    return new Response(JSON.stringify(details(status)));
  });
}

const render = (roles: ('ROOM_REQUEST_UPDATE' | 'ROOM_REQUEST_CREATE')[]) =>
  renderWithProviders(null, {
    auth: signedInUser(roles),
    path: `/roomRequests/fa30/${id}`,
    routes: [
      {
        path: '/roomRequests/:semesterId/:requestId',
        element: (
          <>
            <Notifications />
            <RoomRequestPage />
          </>
        ),
      },
    ],
  });

afterEach(() => vi.unstubAllGlobals());

describe('the room request page', () => {
  it('shows the finalized panel once approved', async () => {
    serve('approved', () => new Response(null, { status: 500 }));
    render(['ROOM_REQUEST_UPDATE']);
    expect(await screen.findByText('This request has been finalized')).toBeInTheDocument();
    expect(screen.queryByLabelText(/New status/)).not.toBeInTheDocument();
  });

  it('offers no status panel to a requester', async () => {
    serve('created', () => new Response(null, { status: 500 }));
    render(['ROOM_REQUEST_CREATE']);
    expect(await screen.findByRole('heading', { name: 'Robot Night', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Update status' })).not.toBeInTheDocument();
    // Times read as on every other page, not as the form's '2030-10-01 18:00'.
    expect(screen.getByText('Oct 1, 2030 6:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Oct 1, 2030 8:00 PM')).toBeInTheDocument();
  });

  it('requires notes, and keeps them with the server message when the update fails', async () => {
    const conflict = { error: true, id: 105, name: 'ConflictError', message: 'This request has been finalized' };
    serve('submitted', () => new Response(JSON.stringify(conflict), { status: 409 }));
    render(['ROOM_REQUEST_UPDATE']);
    const select = await screen.findByLabelText(/New status/);
    expect(screen.queryByRole('option', { name: 'Created' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Submitted to UIUC' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'Approved');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Update' }));
    expect(await screen.findByText('Notes are required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Notes/), 'Booked.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Update' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit update');
    expect(alert).toHaveTextContent('This request has been finalized');
    expect(screen.getByLabelText(/Notes/)).toHaveValue('Booked.');
  }, 20_000);
});
