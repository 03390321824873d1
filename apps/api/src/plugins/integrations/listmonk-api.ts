import { callJson, CallError } from './http';
import type { ListmonkSettings } from './settings';

/** What the portal asks of Listmonk for one email: the latest request wins. */
export interface ListmonkJob {
  action: 'subscribe' | 'unsubscribe';
  email: string;
}

/** Listmonk's API as its API user (`Authorization: token user:token`), on the one configured list. */
export function listmonkList(settings: ListmonkSettings) {
  const headers = { authorization: `token ${settings.username}:${settings.token}` };
  const api = (path: string) => `${settings.url}/api${path}`;

  /** The subscriber's id, or null when Listmonk has no subscriber with this email. */
  async function findSubscriber(email: string): Promise<number | null> {
    // Listmonk filters with an SQL expression; a quote in the email is doubled, as SQL reads it.
    const query = `subscribers.email = '${email.toLowerCase().replaceAll("'", "''")}'`;
    const answer = await callJson('Listmonk', api(`/subscribers?per_page=1&query=${encodeURIComponent(query)}`), {
      method: 'GET',
      headers,
    });
    const results = (answer.body as { data?: { results?: { id?: unknown }[] } } | null)?.data?.results ?? [];
    const id = results[0]?.id;
    return typeof id === 'number' ? id : null;
  }

  async function changeList(id: number, change: { action: 'add'; status: 'confirmed' } | { action: 'unsubscribe' }) {
    await callJson('Listmonk', api('/subscribers/lists'), {
      method: 'PUT',
      headers,
      body: { ids: [id], target_list_ids: [settings.listId], ...change },
    });
  }

  return {
    /**
     * Adds the person to the list, confirmed (no opt-in mail): a new subscriber is created on the
     * list; one Listmonk already has (409) is added to it instead, as the chapter's platform does.
     */
    async subscribe(email: string, name: string): Promise<void> {
      const created = await callJson(
        'Listmonk',
        api('/subscribers'),
        {
          method: 'POST',
          headers,
          body: { email, name, status: 'enabled', lists: [settings.listId], preconfirm_subscriptions: true },
        },
        [409],
      );
      if (created.status !== 409) return;
      const id = await findSubscriber(email);
      if (id === null) throw new CallError('Listmonk said the email exists but does not find it', 409);
      await changeList(id, { action: 'add', status: 'confirmed' });
    },
    /** Unsubscribes the person from the list; someone Listmonk does not know needs nothing. */
    async unsubscribe(email: string): Promise<void> {
      const id = await findSubscriber(email);
      if (id !== null) await changeList(id, { action: 'unsubscribe' });
    },
  };
}
export type ListmonkList = ReturnType<typeof listmonkList>;
