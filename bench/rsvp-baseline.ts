// Baseline for bench/rsvp.ts: a bare node:http server that RSVPs the posted member the way the
// portal does it, in one transaction on the same PostgreSQL database (a pool of the portal's
// size): lock the event's settings row, count the confirmed, insert confirmed or waitlisted.
// No session, profile read, audit entry, mail or framework.
// Usage: <port> <database url> <event id>
import http from 'node:http';
import pg from 'pg';

const [port, url, eventId] = process.argv.slice(2) as [string, string, string];
const pool = new pg.Pool({ connectionString: url, max: 10 });

async function rsvp(userId: string): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: config } = await client.query(
      `select rsvp_limit from rsvp_configs where event_id = $1 and occurrence = '' for update`,
      [eventId],
    );
    const { rows: counted } = await client.query(
      `select count(*)::int as n from rsvps where event_id = $1 and occurrence = '' and status = 'confirmed'`,
      [eventId],
    );
    const status = counted[0].n < config[0].rsvp_limit ? 'confirmed' : 'waitlisted';
    await client.query(
      `insert into rsvps (event_id, occurrence, user_id, status, paid_member) values ($1, '', $2, $3, false)`,
      [eventId, userId, status],
    );
    await client.query('commit');
    return status;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

http
  .createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { userId = '' } = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString()) as { userId?: string })
        : {};
      rsvp(userId)
        .then((status) => {
          response.writeHead(201, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ status }));
        })
        .catch(() => {
          response.writeHead(500);
          response.end();
        });
    });
  })
  .listen(Number(port));
