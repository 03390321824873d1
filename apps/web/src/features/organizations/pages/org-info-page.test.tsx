import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import type { AppRole } from '@cp/contracts';
import type { OrganizationResponse } from '@cp/contracts/organizations';
import { fallbackClientConfig } from '../../../config';
import type { AuthValue } from '../../../lib/auth';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import OrgInfoPage from './org-info-page';

const page = (
  <>
    <Notifications />
    <OrgInfoPage />
  </>
);

const summaries = [
  { id: 'A01', name: 'ACM', links: [], leads: [] },
  { id: 'S01', name: 'SIGPwny', links: [], leads: [] },
  { id: 'C07', name: 'Reflections | Projections', links: [], leads: [] },
];
const sigpwny: OrganizationResponse = {
  id: 'S01',
  name: 'SIGPwny',
  description: 'Security.',
  links: [{ type: 'DISCORD', url: 'https://discord.gg/x' }],
  leads: [{ name: 'Lane Lead', username: 'lead@illinois.edu', title: 'Chair', nonVotingMember: false }],
  leadsManageable: true,
};

function leadOf(orgs: string[], roles: AppRole[] = ['AT_LEAST_ONE_ORG_MANAGER']): AuthValue {
  const user = signedInUser(roles);
  return { ...user, session: { ...user.session!, orgRoles: orgs.map((org) => ({ org, role: 'LEAD' as const })) } };
}

function serve(extra: Parameters<typeof serveApi>[0] = {}) {
  return serveApi({
    'GET /api/v1/organizations': () => jsonResponse(summaries),
    'GET /api/v1/organizations/S01': () => jsonResponse(sigpwny),
    'GET /api/v1/linkry/orgs/S01/redir': () => jsonResponse([]),
    ...extra,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('OrgInfoPage', { timeout: 60_000 }, () => {
  it("lets a lead add and delete the org's short links under /S01/", async () => {
    let stored: { slug: string; redirect: string; createdAt: string; updatedAt: string }[] = [];
    const at = '2026-11-27T16:00:00.000Z';
    const calls = serve({
      'GET /api/v1/linkry/orgs/S01/redir': () => jsonResponse(stored),
      'POST /api/v1/linkry/orgs/S01/redir': ({ body }) => {
        const link = body as { slug: string; redirect: string };
        stored = [{ ...link, createdAt: at, updatedAt: at }];
        return new Response(null, { status: 201 });
      },
      'DELETE /api/v1/linkry/orgs/S01/redir/ctf': () => {
        stored = [];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(page, { auth: leadOf(['S01']), path: '/orgInfo?org=S01' });
    expect(await screen.findByText('No short links yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Alias'), 'ctf');
    await userEvent.type(screen.getByLabelText('Redirects to'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid URL');
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/api/v1/linkry'))).toBe(false);
    await userEvent.clear(screen.getByLabelText('Redirects to'));
    await userEvent.type(screen.getByLabelText('Redirects to'), 'https://ctf.example.org/');
    await userEvent.click(screen.getByRole('button', { name: 'Save Link' }));
    const row = await screen.findByText('http://localhost:3000/S01/ctf');
    expect(row).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete http://localhost:3000/S01/ctf' }));
    expect(await screen.findByText('No short links yet.')).toBeInTheDocument();
  });

  it('offers only the orgs the user leads, and clears ?org= outside them', async () => {
    const calls = serve();
    const { router } = renderWithProviders(page, { auth: leadOf(['S01']), path: '/orgInfo?org=A01' });
    expect(await screen.findByRole('heading', { name: 'Manage Organization Info' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.click(screen.getByRole('combobox', { name: 'Select an organization' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['SIGPwny']);
    await userEvent.click(options[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?org=S01'));
    expect(await screen.findByLabelText('Description')).toHaveValue('Security.');
    const orgCall = calls.find((c) => c.path === '/api/v1/organizations/S01');
    expect(orgCall?.query.toString()).toMatch(/^ts=\d+$/);
    expect(calls.some((c) => c.path === '/api/v1/organizations/A01')).toBe(false);
  });

  it('drops link rows without a URL, sends an empty website as absent, and says when it is saved', async () => {
    let saved: unknown;
    serve({
      'POST /api/v1/organizations/S01/meta': ({ body }) => {
        saved = body;
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(page, { auth: leadOf(['S01']), path: '/orgInfo?org=S01' });
    const form = await screen.findByRole('form', { name: 'Information for SIGPwny' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add Link' }));
    await userEvent.clear(within(form).getByLabelText('Description'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('SIGPwny updated')).toBeInTheDocument();
    expect(screen.getByText('Changes may take up to 5 minutes to reflect to all users.')).toBeInTheDocument();
    expect(saved).toEqual({ links: [{ type: 'DISCORD', url: 'https://discord.gg/x' }] });
  });

  it('shows the empty links text, refuses a bad URL, and shows the server message on failure', async () => {
    serve({
      'POST /api/v1/organizations/S01/meta': () => errorResponse(400, 'ValidationError', 104, 'Website is broken'),
    });
    renderWithProviders(page, { auth: leadOf(['S01']), path: '/orgInfo?org=S01' });
    const form = await screen.findByRole('form', { name: 'Information for SIGPwny' });
    await userEvent.click(within(form).getByRole('button', { name: 'Delete link 1' }));
    expect(within(form).getByText('No links added yet. Click "Add Link" to get started.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Website'), 'not a url');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Enter a full http:// or https:// URL')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Website'));
    await userEvent.type(within(form).getByLabelText('Website'), 'https://ok.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update information for SIGPwny.')).toBeInTheDocument();
    expect(screen.getByText('Website is broken')).toBeInTheDocument();
    expect(within(form).getByLabelText('Website')).toHaveValue('https://ok.example');
  });

  it('checks a new lead, queues it, and sends the confirmed changes', async () => {
    let sent: unknown;
    serve({
      'PATCH /api/v1/organizations/S01/leads': ({ body }) => {
        sent = body;
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(page, { auth: leadOf(['S01']), path: '/orgInfo?org=S01' });
    const leads = await screen.findByRole('region', { name: 'Organization Leads' });
    await userEvent.click(within(leads).getByRole('button', { name: 'Add Lead' }));
    expect(await screen.findByText('All fields are required to add a lead.')).toBeInTheDocument();
    await userEvent.type(within(leads).getByLabelText('Lead Name'), 'Mia Member');
    await userEvent.type(within(leads).getByLabelText('Lead Email'), 'lead@illinois');
    await userEvent.type(within(leads).getByLabelText('Lead Title'), 'Chair');
    await userEvent.click(within(leads).getByRole('button', { name: 'Add Lead' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await userEvent.type(within(leads).getByLabelText('Lead Email'), '.edu');
    await userEvent.click(within(leads).getByRole('button', { name: 'Add Lead' }));
    expect(await screen.findByText('This user is already a lead or queued for addition.')).toBeInTheDocument();
    await userEvent.clear(within(leads).getByLabelText('Lead Email'));
    await userEvent.type(within(leads).getByLabelText('Lead Email'), 'Member@illinois.edu');
    await userEvent.click(within(leads).getByLabelText('Non-voting member'));
    expect(within(leads).getByText(/will not have a vote at Executive Council meetings/)).toBeInTheDocument();
    await userEvent.click(within(leads).getByRole('button', { name: 'Add Lead' }));
    expect(await within(leads).findByText('Queued for addition')).toBeInTheDocument();
    expect(within(leads).getByText('Non-Voting')).toBeInTheDocument();
    await userEvent.click(within(leads).getByRole('button', { name: 'Remove lead@illinois.edu' }));
    expect(within(leads).getByText('Queued for removal')).toBeInTheDocument();
    await userEvent.click(within(leads).getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Changes' });
    expect(within(dialog).getByText('Leads to Add')).toBeInTheDocument();
    expect(within(dialog).getByText('Leads to Remove')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('SIGPwny leads updated')).toBeInTheDocument();
    expect(sent).toEqual({
      add: [{ name: 'Mia Member', username: 'member@illinois.edu', title: 'Chair', nonVotingMember: true }],
      remove: ['lead@illinois.edu'],
    });
  });

  it('checks a new lead against the configured email domain, and a voting one against the paid list', async () => {
    let paid = false;
    const calls = serve({
      'GET /api/v1/clientConfig': () => jsonResponse({ ...fallbackClientConfig, emailDomain: 'example.edu' }),
      'GET /api/v1/organizations/S01/leadStatus': () => jsonResponse({ username: 'eve@example.edu', paidMember: paid }),
    });
    renderWithProviders(page, { auth: leadOf(['S01']), path: '/orgInfo?org=S01' });
    const leads = await screen.findByRole('region', { name: 'Organization Leads' });
    const email = within(leads).getByLabelText('Lead Email');
    await waitFor(() => expect(email).toHaveAttribute('placeholder', 'netid@example.edu'));
    await userEvent.type(within(leads).getByLabelText('Lead Name'), 'Eve Example');
    await userEvent.type(email, 'eve@illinois.edu');
    await userEvent.type(within(leads).getByLabelText('Lead Title'), 'Chair');
    await userEvent.click(within(leads).getByRole('button', { name: 'Add Lead' }));
    expect(await screen.findByText('A lead must be given by their university email')).toBeInTheDocument();
    expect(within(leads).queryByText('Queued for addition')).not.toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'Eve@Example.edu');
    await userEvent.click(within(leads).getByRole('button', { name: 'Add Lead' }));
    expect(
      await screen.findByText(
        'Voting members must be paid members: eve@example.edu is not. Add them as a non-voting member, or once paid.',
      ),
    ).toBeInTheDocument();
    expect(within(leads).queryByText('Queued for addition')).not.toBeInTheDocument();
    paid = true;
    await userEvent.click(within(leads).getByRole('button', { name: 'Add Lead' }));
    expect(await within(leads).findByText('Queued for addition')).toBeInTheDocument();
    expect(within(leads).getByText('eve@example.edu')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    // Mantine's notification store outlives the render: the next test looks for the same text.
    act(() => notifications.clean());
  });

  it('keeps the queue and shows the server message when the leads call fails', async () => {
    serve({
      'PATCH /api/v1/organizations/S01/leads': () =>
        errorResponse(400, 'ValidationError', 104, 'A lead must be given by their university email'),
    });
    renderWithProviders(page, { auth: leadOf(['S01']), path: '/orgInfo?org=S01' });
    const leads = await screen.findByRole('region', { name: 'Organization Leads' });
    await userEvent.click(within(leads).getByRole('button', { name: 'Remove lead@illinois.edu' }));
    await userEvent.click(within(leads).getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to update leads for SIGPwny.')).toBeInTheDocument();
    expect(screen.getByText('A lead must be given by their university email')).toBeInTheDocument();
    expect(within(leads).getByText('Queued for removal')).toBeInTheDocument();
  });

  it('says lead management is not available where the org manages leads elsewhere', async () => {
    serve({
      'GET /api/v1/organizations/C07': () =>
        jsonResponse({ id: 'C07', name: 'Reflections | Projections', links: [], leads: [], leadsManageable: false }),
    });
    renderWithProviders(page, { auth: signedInUser(['ALL_ORG_MANAGER']), path: '/orgInfo?org=C07' });
    expect(await screen.findByText('Feature Not Available')).toBeInTheDocument();
    expect(screen.getByText('Lead management is not available for this organization.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Organization Leads' })).not.toBeInTheDocument();
  });

  it('reports a failed load of one org', async () => {
    serve({ 'GET /api/v1/organizations/S01': () => errorResponse(500, 'InternalServerError', 100, 'Boom') });
    renderWithProviders(page, { auth: leadOf(['S01']), path: '/orgInfo?org=S01' });
    expect(await screen.findAllByText('Failed to get information for SIGPwny.')).not.toHaveLength(0);
  });

  it('reports a failed org list', async () => {
    serveApi({ 'GET /api/v1/organizations': () => errorResponse(500, 'InternalServerError', 100, 'Boom') });
    renderWithProviders(page, { auth: leadOf(['S01']), path: '/orgInfo' });
    expect(await screen.findAllByText('Failed to load organization data')).not.toHaveLength(0);
  });

  it('shows the access-denied view to a user with no manageable org', async () => {
    serve();
    renderWithProviders(page, { auth: leadOf([]), path: '/orgInfo' });
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
  });
});
