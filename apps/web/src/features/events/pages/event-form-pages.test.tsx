import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import type { EventResponse } from '@cp/contracts/events';
import type { AuthValue } from '../../../lib/auth';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi, type ApiCall } from '../../../test/serve-api';
import AddEventPage from './add-event-page';
import EditEventPage from './edit-event-page';

// Typing is incidental to these tests: no pause between keystrokes (the default waits a
// macrotask per key, which on a loaded two-core machine adds seconds to a form).
const user = userEvent.setup({ delay: null });

/** Replaces a text field's value in one change event, as a paste would. */
async function fill(name: string, value: string) {
  fireEvent.change(await screen.findByRole('textbox', { name }), { target: { value } });
}
const organizations = [
  { id: 'A01', name: 'ACM' },
  { id: 'C02', name: 'Social Committee' },
  { id: 'S05', name: 'SIGGRAPH' },
];
const lead: AuthValue = {
  ...signedInUser(['EVENTS_MANAGER']),
  session: {
    username: 'jdoe2@illinois.edu',
    roles: ['EVENTS_MANAGER'],
    orgRoles: [
      { org: 'S05', role: 'LEAD' },
      { org: 'A01', role: 'MEMBER' },
      { org: 'C02', role: 'LEAD' },
    ],
  },
};
const stored: EventResponse = {
  id: '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a01',
  title: 'Game Night',
  description: 'Board games.',
  start: '2031-09-04T19:00:00',
  end: '2031-09-04T22:00:00',
  location: 'Illini Union',
  locationLink: 'https://example.com/union',
  host: 'C02',
  featured: false,
  repeatExcludes: [],
  metadata: { templateUsed: 'social_event' },
};

function renderPage(path: string) {
  const withToasts = (page: React.ReactNode) => (
    <>
      <Notifications />
      {page}
    </>
  );
  return renderWithProviders(null, {
    auth: lead,
    path,
    routes: [
      { path: '/events/add', element: withToasts(<AddEventPage />) },
      { path: '/events/edit/:eventId', element: withToasts(<EditEventPage />) },
      { path: '/events/manage', element: <p>Events list</p> },
    ],
  });
}

const sent = (calls: ApiCall[], method: string) =>
  calls.find((call) => call.method === method)?.body as Record<string, unknown>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddEventPage', () => {
  it('offers the tabs From Template and From Scratch, and the five templates', async () => {
    serveApi({ 'GET /api/v1/organizations': () => jsonResponse(organizations) });
    renderPage('/events/add');
    expect(screen.getByRole('tab', { name: 'From Template' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'From Scratch' })).toBeInTheDocument();
    for (const name of ['Weekly Meeting', 'Social Event', 'Hackathon', 'Corporate Event', 'Major Event']) {
      expect(screen.getByRole('button', { name: `Use ${name}` })).toBeInTheDocument();
    }
  });

  it('refuses unreplaced placeholders with a toast listing them, then creates with templateUsed', async () => {
    const calls = serveApi({
      'GET /api/v1/organizations': () => jsonResponse(organizations),
      'POST /api/v1/events': ({ body }) => jsonResponse({ ...stored, ...(body as object), id: stored.id }, 201),
    });
    renderPage('/events/add');
    await user.click(screen.getByRole('button', { name: 'Use Weekly Meeting' }));
    expect(await screen.findByText('Weekly Meeting checklist')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(
      await screen.findByText('Replace {{PRIMARY_ORG}}, {{WHAT_YOUR_ORG_DOES}} before saving.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Title contains template placeholders that need to be replaced')).toBeInTheDocument();
    expect(screen.getByText('Description contains template placeholders that need to be replaced')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await fill('Title', 'SIGGRAPH Weekly Meeting');
    await fill('Description', 'We render things.');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Events list')).toBeInTheDocument();
    expect(sent(calls, 'POST')).toMatchObject({
      title: 'SIGGRAPH Weekly Meeting',
      // The lowest-sorted org the user leads.
      host: 'C02',
      start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T18:00:00$/),
      end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T19:00:00$/),
      repeats: 'weekly',
      metadata: { templateUsed: 'weekly_meeting' },
    });
  });

  it("shows 'Failed to create/edit event, please try again.' when the save fails", async () => {
    serveApi({
      'GET /api/v1/organizations': () => jsonResponse(organizations),
      'POST /api/v1/events': () => errorResponse(500, 'InternalServerError', 100, 'An internal server error occurred.'),
    });
    renderPage('/events/add');
    await user.click(screen.getByRole('button', { name: 'Use Social Event' }));
    await fill('Title', 'Game Night');
    await fill('Description', 'Board games.');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Failed to create/edit event, please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Events list')).not.toBeInTheDocument();
  });

  it('starts from scratch with the spec messages for empty fields', async () => {
    serveApi({ 'GET /api/v1/organizations': () => jsonResponse(organizations) });
    renderPage('/events/add');
    await user.click(screen.getByRole('tab', { name: 'From Scratch' }));
    await user.click(await screen.findByRole('button', { name: 'Create Event' }));
    for (const message of ['Title is required', 'Description is required', 'Location is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('adds metadata rows and checks them', async () => {
    serveApi({ 'GET /api/v1/organizations': () => jsonResponse(organizations) });
    renderPage('/events/add');
    await user.click(screen.getByRole('tab', { name: 'From Scratch' }));
    await user.click(await screen.findByRole('button', { name: 'Add metadata' }));
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Key is required')).toBeInTheDocument();
    expect(screen.getByText('Value is required')).toBeInTheDocument();
  });
});

describe('EditEventPage', () => {
  it('loads the event with its metadata and saves every field, clearing emptied ones', async () => {
    const calls = serveApi({
      'GET /api/v1/organizations': () => jsonResponse(organizations),
      [`GET /api/v1/events/${stored.id}`]: () => jsonResponse(stored),
      [`PATCH /api/v1/events/${stored.id}`]: () => jsonResponse(stored),
    });
    renderPage(`/events/edit/${stored.id}`);
    expect(await screen.findByDisplayValue('Game Night')).toBeInTheDocument();
    const load = calls.find((call) => call.path === `/api/v1/events/${stored.id}`)!;
    expect(load.query.get('includeMetadata')).toBe('true');
    expect(load.query.get('ts')).toMatch(/^\d+$/);
    await user.clear(screen.getByRole('textbox', { name: 'Location link' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Events list')).toBeInTheDocument();
    expect(sent(calls, 'PATCH')).toMatchObject({
      title: 'Game Night',
      start: '2031-09-04T19:00:00',
      end: '2031-09-04T22:00:00',
      locationLink: null,
      repeats: null,
      metadata: { templateUsed: 'social_event' },
    });
  });

  it("shows 'Failed to fetch event data' when the event cannot be loaded", async () => {
    serveApi({
      'GET /api/v1/organizations': () => jsonResponse(organizations),
      [`GET /api/v1/events/${stored.id}`]: () => errorResponse(500, 'InternalServerError', 100, 'Boom.'),
    });
    renderPage(`/events/edit/${stored.id}`);
    await waitFor(() => expect(screen.getByText('Failed to fetch event data')).toBeInTheDocument(), { timeout: 5000 });
  });
});
