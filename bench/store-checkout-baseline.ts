// Baseline for bench/store-checkout.ts: a bare node:http server that checks out the posted cart with
// the statements the portal makes (captured from it: bench/lib/checkout-floor-statements.ts), the same
// texts, order and transaction, on the same PostgreSQL database, through the same driver and a pool of
// the portal's size (10): any expired order to release, the cart's variants, then in one transaction
// the buyer's lock, what the buyer and the address hold, the order, its lines, its audit entry, the
// conditional holds on every variant and then every product (in id order, one statement); after the commit, the
// local payment provider's session. Nothing else: no framework, validation, sale window or price
// check, rate limit or audit sealing. Prices are the non-member ones, as for any signed-out buyer.
// GET answers without a statement (the harness's "is it up" probe checks nobody out).
// Usage: <port> <database url>
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import * as sql from './lib/checkout-floor-statements';
import { serveJson } from './lib/json-floor-server';

const [port, url] = process.argv.slice(2) as [string, string];
const pool = new pg.Pool({ connectionString: url, max: 10 });
pool.on('error', () => {});
const holdMinutes = 35;
const origin = `http://localhost:${port}`;

interface Line {
  productId: string;
  variantId: string;
  quantity: number;
}
type Row = unknown[];

const sumsBy = (lines: Line[], key: (line: Line) => string) => {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(key(line), (sums.get(key(line)) ?? 0) + line.quantity);
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

async function checkOut(email: string, address: string, lines: Line[]) {
  // Both reads are prepared under the portal's names, as its statements are (decision 0073).
  await pool.query<Row>({ ...sql.expiredSql, values: ['pending', 1], rowMode: 'array' });
  const variantIds = [...new Set(lines.map((line) => line.variantId))];
  const cart = await pool.query<Row>({ ...sql.cartVariantsSql, values: [variantIds], rowMode: 'array' });
  const byId = new Map(cart.rows.map((row) => [row[0] as string, row]));
  const priced = lines.map((line) => {
    const row = byId.get(line.variantId)!;
    return { ...line, name: `${row[3] as string} (${row[1] as string})`, unitPriceCents: row[6] as number };
  });
  const total = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const orderId = `ord_${randomBytes(16).toString('hex')}`;
  const expiresAt = new Date(Date.now() + holdMinutes * 60_000);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(sql.lockSql, [`store-buyer:guest:${email.toLowerCase()}`]);
    await client.query<Row>({ text: sql.buyerHeldSql, values: ['pending', email.toLowerCase()], rowMode: 'array' });
    await client.query<Row>({ text: sql.addressHeldSql, values: ['pending', address], rowMode: 'array' });
    await client.query(sql.orderSql, [orderId, email, null, null, address, null, total, 0, total, expiresAt]);
    await client.query(
      sql.linesSql(priced.length),
      priced.flatMap((line) => [orderId, line.productId, line.variantId, line.quantity, line.unitPriceCents, 0]),
    );
    const described = priced.map((line) => `${line.quantity} × ${line.name}`).join(', ');
    await client.query(sql.auditSql, [
      'store',
      'visitor',
      orderId,
      `Started a checkout of ${described} for ${email}, ${total} cents.`,
      randomUUID(),
    ]);
    const productOf = new Map(lines.map((line) => [line.variantId, line.productId]));
    const variants = sumsBy(lines, (line) => line.variantId);
    const products = sumsBy(lines, (line) => line.productId);
    const held = await client.query<Row>({
      text: sql.holdsSql(variants.length, products.length),
      values: [
        ...variants.flatMap(([variantId, quantity]) => [quantity, variantId, productOf.get(variantId), quantity]),
        ...products.flatMap(([productId, quantity]) => [quantity, productId, quantity]),
      ],
      rowMode: 'array',
    });
    if (held.rows[0]!.includes(0)) throw new Error('sold out');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  const successUrl = `${origin}/store/cart?order=${orderId}&paid=1`;
  const sessionId = `cs_local_${randomBytes(12).toString('hex')}`;
  await pool.query<Row>({
    text: sql.sessionSql,
    values: [
      sessionId,
      `store-checkout-${orderId}`,
      JSON.stringify(
        priced.map((line) => ({ name: line.name, unitAmountCents: line.unitPriceCents, quantity: line.quantity })),
      ),
      total,
      email,
      JSON.stringify({ purpose: 'store-order', orderId }),
      successUrl,
      `${origin}/store/cart`,
      expiresAt,
    ],
    rowMode: 'array',
  });
  return { checkoutUrl: `${origin}/checkout/${sessionId}`, orderId, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
}

serveJson(async (request, body) => {
  if (request.method !== 'POST') return { status: 200, body: {} };
  const { email = '', items = [] } = JSON.parse(body) as { email?: string; items?: Line[] };
  // The address as the portal's request.ip gives it (an IPv4 client of a dual-stack socket).
  const address = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return { status: 201, body: await checkOut(email, address, items) };
}, Number(port));
