import type { CheckInRequest } from '@cp/contracts/tickets';

/**
 * The QR payload must be JSON with type merch or ticket (spec section 5). Its keys are sent
 * camel-cased (spec section 7): ticket_id -> ticketId, stripe_pi -> stripePi. Null when invalid.
 */
export function checkInFromQr(text: string): CheckInRequest | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const camel: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data))
    camel[key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  if (camel.type === 'ticket' && typeof camel.ticketId === 'string' && camel.ticketId) {
    return { type: 'ticket', ticketId: camel.ticketId };
  }
  if (
    camel.type === 'merch' &&
    typeof camel.stripePi === 'string' &&
    camel.stripePi &&
    typeof camel.email === 'string' &&
    camel.email
  ) {
    return { type: 'merch', stripePi: camel.stripePi, email: camel.email };
  }
  return null;
}
