// Baseline for bench/store-checkout.ts: a bare node:http server that holds the posted cart the way
// the portal's checkout does, in one transaction on the same PostgreSQL database (a pool of the
// portal's size): the buyer's lock, what the buyer and the address hold, the conditional holds on every variant
// and then every product (in id order), the order and its lines. No validation, price or sale
// window check, audit entry, payment session or framework.
// Usage: <port> <database url>
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const [port, url] = process.argv.slice(2) as [string, string];
const pool = new pg.Pool({ connectionString: url, max: 10 });

interface Line {
  productId: string;
  variantId: string;
  quantity: number;
}

const sorted = (keys: Map<string, number>) => [...keys.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

function sums(lines: Line[], key: (line: Line) => string) {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(key(line), (totals.get(key(line)) ?? 0) + line.quantity);
  return sorted(totals);
}

async function hold(email: string, address: string, lines: Line[]): Promise<string | undefined> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`store-buyer:${email}`]);
    await client.query(
      `select coalesce(sum(l.quantity), 0)::int from store_order_lines l join store_orders o on o.id = l.order_id
       where o.status = 'pending' and o.expires_at >= now() and lower(o.email) = $1`,
      [email],
    );
    await client.query(
      `select coalesce(sum(l.quantity), 0)::int from store_order_lines l join store_orders o on o.id = l.order_id
       where o.status = 'pending' and o.expires_at >= now() and o.client_address = $1`,
      [address],
    );
    for (const [variantId, quantity] of sums(lines, (line) => line.variantId)) {
      const held = await client.query(
        `update store_variants set reserved = reserved + $2 where id = $1
         and (inventory_count is null or reserved + $2 <= inventory_count) returning id`,
        [variantId, quantity],
      );
      if (held.rowCount === 0) throw new Error('sold out');
    }
    for (const [productId, quantity] of sums(lines, (line) => line.productId)) {
      const held = await client.query(
        `update store_products set reserved = reserved + $2 where id = $1
         and (capacity is null or reserved + $2 <= capacity) returning id`,
        [productId, quantity],
      );
      if (held.rowCount === 0) throw new Error('sold out');
    }
    const orderId = `ord_${randomBytes(16).toString('hex')}`;
    await client.query(
      `insert into store_orders (id, email, client_address, subtotal_cents, total_cents, expires_at)
       values ($1, $2, $3, 0, 0, now() + interval '35 minutes')`,
      [orderId, email, address],
    );
    for (const line of lines)
      await client.query(
        `insert into store_order_lines (order_id, product_id, variant_id, quantity, unit_price_cents) values ($1, $2, $3, $4, 0)`,
        [orderId, line.productId, line.variantId, line.quantity],
      );
    await client.query('commit');
    return orderId;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

http
  .createServer((request, response) => {
    // The harness asks whether the server is up with a GET: nothing to hold.
    if (request.method !== 'POST') return void response.end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { email = '', items = [] } = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString()) as { email?: string; items?: Line[] })
        : {};
      hold(email, request.socket.remoteAddress ?? '', items)
        .then((orderId) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ orderId }));
        })
        .catch(() => {
          response.writeHead(409);
          response.end();
        });
    });
  })
  .listen(Number(port));
