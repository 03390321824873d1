// A floor for bench/check-in.ts, printed beside the goal and not part of it: a bare node:http
// server that admits the posted ticket with the portal's own statement (the conditional UPDATE and
// its audit entry, one durable commit), with no session, role check or framework. No portal can be
// faster than the write it must make; this shows how much of the gap to the SELECT baseline that is.
// Usage: <port> <database url>
import http from 'node:http';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';

const [port, url] = process.argv.slice(2) as [string, string];
const pool = new pg.Pool({ connectionString: url, max: 10 });
const admit = `
  with admitted as (
    update ticket_purchases set fulfilled = true, fulfilled_at = now(), fulfilled_by = $1
    where id = $2 and type = 'ticket' and not fulfilled and not refunded
    returning id, item_id, type, email, quantity, size
  ), audited as (
    insert into audit_log (module, actor, target, message, request_id)
    select 'tickets', $1, id, 'Checked in ticket.', $3 from admitted
  )
  select * from admitted`;

http
  .createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const ticketId = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString()) as { ticketId?: string }).ticketId
        : '';
      pool
        .query(admit, ['floor@illinois.edu', ticketId ?? '', uuidv7()])
        .then(({ rows }) => {
          response.writeHead(rows.length ? 200 : 409, { 'content-type': 'application/json' });
          response.end(JSON.stringify(rows[0] ?? {}));
        })
        .catch(() => {
          response.writeHead(500);
          response.end();
        });
    });
  })
  .listen(Number(port));
