// The older baseline of bench/check-in.ts: a bare node:http server that reads the posted ticket
// id and runs one indexed SELECT of the ticket on the same PostgreSQL database (a pool of the
// portal's size), with no session, role check, write or framework. The goal is now measured
// against request-floor.ts, which makes the portal's own statements.
// Usage: <port> <database url>
import http from 'node:http';
import pg from 'pg';

const [port, url] = process.argv.slice(2) as [string, string];
const pool = new pg.Pool({ connectionString: url, max: 10 });

const select = (ticketId: string) =>
  pool.query('select id, email, item_id, quantity, fulfilled from store_purchases where id = $1', [ticketId]);

http
  .createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const ticketId = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString()) as { ticketId?: string }).ticketId
        : '';
      select(ticketId ?? '')
        .then(({ rows }) => {
          response.writeHead(rows.length ? 200 : 404, { 'content-type': 'application/json' });
          response.end(JSON.stringify(rows[0] ?? {}));
        })
        .catch(() => {
          response.writeHead(500);
          response.end();
        });
    });
  })
  .listen(Number(port));
