// The floor of bench/rsvp.ts and of the ticket drop's RSVP mode (bench/lib/rsvp-drop.ts): a bare
// node:http server that RSVPs the signed-in member as POST /api/v1/rsvp/event/{eventId} does, with
// the statements the portal makes (captured from it: bench/lib/rsvp-floor-statements.ts), the same
// SQL texts, prepared names, order and transaction, on the same PostgreSQL database, through the
// same driver and a pool of the portal's size (10): the session by the cookie's hash, the event
// (read once and kept, as the portal's cache does), the asker (profile, paid list, an RSVP held),
// then in one transaction the settings row locked and the counted insert that writes the RSVP, its
// audit entry and, when confirmed, the queued confirmation. Nothing else: no framework, validation,
// rate limit, audit sealing, mail rendering or sending; the mail is a fixed text of the same size.
// GET /ready answers without a statement (the harness's "is it up" probe books nobody).
// Usage: <port> <database url>
import { createHash, randomUUID } from 'node:crypto';
import type http from 'node:http';
import pg from 'pg';
import { serveJson } from './lib/json-floor-server';
import {
  askerSql,
  configSql,
  confirmationOfSize,
  countedInsertSql,
  eventSql,
  sessionSql,
} from './lib/rsvp-floor-statements';

const [port, url] = process.argv.slice(2) as [string, string];
const pool = new pg.Pool({ connectionString: url, max: 10 });
pool.on('error', () => {});
type Row = unknown[];
const prepared = (name: string, text: string, values: unknown[]) =>
  pool.query<Row>({ name, text, values, rowMode: 'array' });

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const titles = new Map<string, string>();
async function titleOf(eventId: string): Promise<string> {
  const known = titles.get(eventId);
  if (known !== undefined) return known;
  const { rows } = await prepared('event_by_id', eventSql, [eventId]);
  if (!rows[0]) throw new Refused(404, 'Event not found.');
  titles.set(eventId, rows[0][1] as string);
  return rows[0][1] as string;
}

async function rsvp(eventId: string, cookie: string) {
  const token = /(?:^|;\s*)cp_session=([^;]+)/.exec(cookie)?.[1] ?? '';
  const { rows: sessions } = await prepared('session_actor', sessionSql, [
    createHash('sha256').update(token).digest('hex'),
  ]);
  if (!sessions[0]) throw new Refused(401, 'Sign in first.');
  const userId = sessions[0][0] as string;
  const title = await titleOf(eventId);
  const netId = userId.endsWith('@illinois.edu') ? userId.split('@')[0]!.toLowerCase() : '';
  const { rows: askers } = await prepared('rsvp_asker', askerSql, [netId, eventId, '', userId, userId]);
  const asker = askers[0];
  if (!asker) throw new Refused(400, 'Make your RSVP profile first.');
  if (asker[13]) throw new Refused(409, 'You have already RSVPed.');
  const [, name, , graduationYear, graduationMonth, degree, major, interests, dietaryRestrictions, dietaryOther] =
    asker;
  const snapshot = JSON.stringify({
    name,
    graduationYear,
    graduationMonth,
    degree,
    major,
    interests,
    dietaryRestrictions,
    dietaryOther,
  });
  const subject = `RSVP confirmed: ${title}`;
  const message = confirmationOfSize(userId, subject);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: configs } = await client.query<Row>({ text: configSql, values: [eventId, ''], rowMode: 'array' });
    const config = configs[0];
    const now = Date.now();
    const [, , limit, openAt, closeAt, , waitlist] = config ?? [];
    if (!config || (openAt && (openAt as Date).getTime() > now) || (closeAt && (closeAt as Date).getTime() <= now))
      throw new Refused(400, 'RSVPs are not open.');
    const { rows } = await client.query<{ status: string; position: string }>(countedInsertSql, [
      eventId,
      '',
      eventId,
      '',
      userId,
      limit,
      limit,
      snapshot,
      asker[12],
      waitlist,
      limit,
      limit,
      'rsvp',
      userId,
      eventId,
      `RSVP confirmed. (${title})`,
      `Joined the waitlist. (${title})`,
      randomUUID(),
      randomUUID(),
      userId,
      subject,
      message,
      null,
      'mail_outbox',
    ]);
    if (!rows[0]) throw new Refused(409, 'This event is full.');
    await client.query('commit');
    return rows[0].status === 'confirmed'
      ? { status: 'confirmed' }
      : { status: 'waitlisted', waitlistPosition: Number(rows[0].position) };
  } catch (error) {
    await client.query('rollback');
    if ((error as { code?: string }).code === '23505') throw new Refused(409, 'You have already RSVPed.');
    throw error;
  } finally {
    client.release();
  }
}

async function answer(request: http.IncomingMessage): Promise<{ status: number; body: unknown }> {
  const path = request.url ?? '/';
  if (request.method === 'GET' && path === '/ready') return { status: 200, body: {} };
  const rsvping = /^\/api\/v1\/rsvp\/event\/([^/?]+)$/.exec(path);
  if (request.method !== 'POST' || !rsvping) return { status: 404, body: {} };
  try {
    return { status: 201, body: await rsvp(decodeURIComponent(rsvping[1]!), request.headers.cookie ?? '') };
  } catch (error) {
    if (error instanceof Refused) return { status: error.status, body: { message: error.message } };
    throw error;
  }
}

serveJson(answer, Number(port));
