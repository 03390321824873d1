import type { EventInput } from '@cp/contracts/events';
import type { Tx } from '../../db/client';
import { discordSettings, requestDiscordEventSync } from '../../plugins/integrations';
import { organizationNames } from '../organizations';
import type { EventWriteDeps } from './write-context';

/**
 * Puts the event's new state (null once deleted) on Discord's to-do list, in the write's
 * transaction (decision 0042): the calls are made after commit and retried, never in the save.
 */
export async function requestDiscordSync(
  tx: Tx,
  deps: EventWriteDeps,
  eventId: string,
  event: EventInput | null,
  actor: string,
): Promise<void> {
  if (!discordSettings(deps.config)) return;
  const hostName = event ? ((await organizationNames(tx)).get(event.host) ?? event.host) : '';
  await requestDiscordEventSync(tx, deps.config, {
    eventId,
    actor,
    event: event && {
      title: event.title,
      hostName,
      description: event.description,
      location: event.location,
      url: `${deps.config.publicUrl}/events/${eventId}`,
      start: event.start,
      ...(event.end !== undefined && { end: event.end }),
      ...(event.repeats !== undefined && { repeats: event.repeats }),
      ...(event.repeatEnds !== undefined && { repeatEnds: event.repeatEnds }),
      repeatExcludes: event.repeatExcludes ?? [],
    },
  });
}
