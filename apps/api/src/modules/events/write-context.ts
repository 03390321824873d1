import type { EventInput } from '@cp/contracts/events';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { ChangeFeed } from '../../plugins/changes';
import type { IntegrationConfig } from '../../plugins/integrations';

/** The change-feed topic of events: the feed and calendar caches listen to it. */
export const eventsTopic = 'events';

export interface EventWriteDeps {
  db: Db;
  changes: ChangeFeed;
  /** Discord's settings (off unless configured) and the portal's address for its links. */
  config: IntegrationConfig & Pick<AppConfig, 'publicUrl'>;
}

/**
 * spec/decisions.md, "API keys": a key carrying EventsHostRestrictionPolicy may only write events
 * of the hosts it lists, and never featured ones. Checked against the event before and after.
 */
export function assertMayWrite(actor: Actor, event: Pick<EventInput, 'host' | 'featured'>): void {
  for (const restriction of actor.restrictions ?? []) {
    if (restriction.name !== 'EventsHostRestrictionPolicy') continue;
    const hosts = restriction.params.host;
    if (!Array.isArray(hosts) || !hosts.includes(event.host)) {
      throw forbidden(`This API key may not manage events hosted by ${event.host}.`);
    }
    if (event.featured) throw forbidden('This API key may not manage featured events.');
  }
}
