import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoomRequestAttachment, RoomRequestDetails } from '@cp/contracts/room-requests';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import RoomRequestPage from './room-request-page';

const id = '6a1c2f0e-5b7d-4c3a-9e8f-000000000002';
const me = signedInUser(['ROOM_REQUEST_CREATE']);
const username = me.session!.username;
const path = `/api/v1/roomRequests/fa30/${id}`;
const floorPlan: RoomRequestAttachment = {
  attachmentId: '7b2d3f1e-0000-4000-8000-000000000001',
  filename: 'floor plan.pdf',
  contentType: 'application/pdf',
  sizeBytes: 250_000,
  createdBy: username,
  createdAt: '2030-09-02T00:00:00.000Z',
  downloadUrl: `${path}/attachments/7b2d3f1e-0000-4000-8000-000000000001`,
};

function details(status: RoomRequestDetails['data']['status'], requestedBy = username): RoomRequestDetails {
  return {
    data: {
      requestId: id,
      semester: 'fa30',
      title: 'Robot Night',
      host: 'A01',
      status,
      requestedBy,
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
      locationType: 'in-person',
      spaceType: 'bif',
      specificRoom: 'BIF 2007',
      estimatedAttendees: 30,
      seatsNeeded: 30,
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
      { status: 'created', notes: 'Request created.', createdBy: username, createdAt: '2030-09-01T00:00:00.000Z' },
      {
        status: 'edited',
        notes: 'Bigger room',
        createdBy: username,
        createdAt: '2030-09-02T00:00:00.000Z',
        diff: { specificRoom: { old: 'BIF 1001', new: 'BIF 2007' }, comments: { old: 'Quiet please', new: null } },
      },
    ],
    attachments: [floorPlan],
  };
}

const render = (auth = me) =>
  renderWithProviders(null, {
    auth,
    path: `/roomRequests/fa30/${id}`,
    routes: [{ path: '/roomRequests/:semesterId/:requestId', element: <RoomRequestPage /> }],
  });

/** The browser's XMLHttpRequest, answered by the test: it reports progress, then the server's answer. */
class FakeXhr {
  static sent: { url: string; type: string | undefined; body: unknown }[] = [];
  static answer: { status: number; body: unknown } = { status: 201, body: floorPlan };
  /** Set: the answer waits until the test calls `finish` on the request kept here. */
  static held: FakeXhr | null | undefined;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    FakeXhr.sent.push({ url: this.url, type: this.headers['content-type'], body });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    if (FakeXhr.held === null) FakeXhr.held = this;
    else queueMicrotask(() => this.finish());
  }
  finish() {
    this.status = FakeXhr.answer.status;
    this.responseText = JSON.stringify(FakeXhr.answer.body);
    this.onload?.();
  }
}

/** The picker's own input, behind Mantine's button. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
  FakeXhr.answer = { status: 201, body: floorPlan };
  FakeXhr.held = undefined;
});

describe('editing a room request', () => {
  it('shows each edit in the timeline with the fields before and after', async () => {
    serveApi({ [`GET ${path}`]: () => jsonResponse(details('submitted')) });
    render();
    const timeline = await screen.findByLabelText('Status timeline');
    expect(within(timeline).getByText('Edited')).toBeInTheDocument();
    expect(within(timeline).getByText('Bigger room')).toBeInTheDocument();
    const changes = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual(['Specific room: BIF 1001 → BIF 2007', 'Comments: Quiet please → (none)']);
    // Past created, nobody edits.
    expect(screen.queryByRole('button', { name: 'Edit request' })).not.toBeInTheDocument();
  });

  it('offers the edit to the requester only while created', async () => {
    serveApi({ [`GET ${path}`]: () => jsonResponse(details('created', 'someone@illinois.edu')) });
    render(signedInUser(['ROOM_REQUEST_UPDATE']));
    expect(await screen.findByRole('heading', { name: 'Robot Night', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit request' })).not.toBeInTheDocument();
  });

  it('sends only the changed fields and the reason, which it requires, and shows the server refusal', async () => {
    let answer = errorResponse(400, 'ValidationError', 104, 'Seats needed cannot be fewer than estimated attendees');
    const calls = serveApi({
      [`GET ${path}`]: () => jsonResponse(details('created')),
      [`PATCH ${path}`]: () => answer,
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit request' }));
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Robot Night II');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please provide a reason for the edit')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Reason for the edit/), 'Second night');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seats needed cannot be fewer than estimated attendees');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { title: 'Robot Night II', reason: 'Second night' },
    ]);

    answer = jsonResponse({ id });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Edit request' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Reason for the edit/)).not.toBeInTheDocument();
  }, 20_000);
});

describe('attachments', () => {
  it('lists the files with download links', async () => {
    serveApi({ [`GET ${path}`]: () => jsonResponse(details('approved')) });
    render();
    const link = await screen.findByRole('link', { name: 'floor plan.pdf' });
    expect(link).toHaveAttribute('href', floorPlan.downloadUrl);
    expect(screen.getByText(/250 KB/)).toBeInTheDocument();
  });

  it('refuses a wrong type or a file over 10 MB before sending, with the server words', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    serveApi({ [`GET ${path}`]: () => jsonResponse(details('created')) });
    render();
    await screen.findByLabelText('Attach a file');
    const input = fileInput();
    // As a browser's "All files" choice would: the picker's accept list is only a hint.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Attach a PDF, JPEG, HEIC or PNG file.');
    const big = new File(['%PDF-'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10_000_001 });
    await userEvent.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(FakeXhr.sent).toEqual([]);
  });

  it('uploads the file itself with its type and name, and shows the server refusal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    serveApi({ [`GET ${path}`]: () => jsonResponse(details('created')) });
    render();
    FakeXhr.answer = {
      status: 400,
      body: {
        error: true,
        id: 104,
        name: 'ValidationError',
        message: "The file's contents do not match its type: attach a PDF, JPEG, HEIC or PNG file.",
      },
    };
    const file = new File(['%PDF-1.7'], 'plan #2.pdf', { type: 'application/pdf' });
    await screen.findByLabelText('Attach a file');
    await userEvent.upload(fileInput(), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The file's contents do not match its type");
    expect(FakeXhr.sent).toEqual([
      { url: `${path}/attachments?filename=plan%20%232.pdf`, type: 'application/pdf', body: file },
    ]);
  });

  it('shows the progress while sending, then the list with the new file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.held = null;
    let attached = false;
    const calls = serveApi({
      [`GET ${path}`]: () => jsonResponse({ ...details('created'), attachments: attached ? [floorPlan] : [] }),
    });
    render();
    expect(await screen.findByText('No files attached.')).toBeInTheDocument();
    await userEvent.upload(fileInput(), new File(['%PDF-1.7'], 'floor plan.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    attached = true;
    FakeXhr.held!.finish();
    expect(await screen.findByRole('link', { name: 'floor plan.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET' && call.path === path)).toHaveLength(2);
  });
});
