// Baselines for bench/check-in.ts: a bare node:http server that reads the posted ticket id and
// runs one statement on the same PostgreSQL database (a pool of the portal's size), with no
// session, role check or framework.
//   select: one indexed SELECT of the ticket. The goal's baseline.
//   admit:  the portal's own admission, the conditional UPDATE and its audit entry in one durable
//           commit. A floor printed beside the goal, not part of it: no portal can be faster than
//           the write it must make, so this shows how much of the gap to `select` that write is.
// Usage: <port> <database url> [select|admit]
import http from 'node:http';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';

const [port, url, mode = 'select'] = process.argv.slice(2) as [string, string, string?];
const pool = new pg.Pool({ connectionString: url, max: 10 });

const select = (ticketId: string) =>
  pool.query('select id, email, item_id, quantity, fulfilled from ticket_purchases where id = $1', [ticketId]);
const admit = (ticketId: string) =>
  pool.query(
    `with admitted as (
       update ticket_purchases set fulfilled = true, fulfilled_at = now(), fulfilled_by = $1
       where id = $2 and type = 'ticket' and not fulfilled and not refunded
       returning id, item_id, type, email, quantity, size
     ), audited as (
       insert into audit_log (module, actor, target, message, request_id)
       select 'tickets', $1, id, 'Checked in ticket.', $3 from admitted
     )
     select * from admitted`,
    ['floor@illinois.edu', ticketId, uuidv7()],
  );
const statement = mode === 'admit' ? admit : select;
const missing = mode === 'admit' ? 409 : 404;

http
  .createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const ticketId = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString()) as { ticketId?: string }).ticketId
        : '';
      statement(ticketId ?? '')
        .then(({ rows }) => {
          response.writeHead(rows.length ? 200 : missing, { 'content-type': 'application/json' });
          response.end(JSON.stringify(rows[0] ?? {}));
        })
        .catch(() => {
          response.writeHead(500);
          response.end();
        });
    });
  })
  .listen(Number(port));
