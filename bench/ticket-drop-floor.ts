// The floor of bench/ticket-drop.ts: a bare node:http server that makes the statements the
// portal's cart checkout and local Pay make, with the same SQL text, in the same order and
// transactions, on the same PostgreSQL database, through the same driver and a pool of the
// portal's size (10), and nothing else: no framework, validation, rate limit, audit sealing, mail
// sending, QR code or payment session object. Two of them run behind nginx, as the portal does.
// The statements were captured from the portal (pg.Client.prototype.query wrapped) during a
// checkout, a checkout that gave back an expired hold, a sold-out refusal and a payment.
//   POST /api/v1/store/checkout                  expired holds claimed and given back (a plain
//                                                read first), the cart's read (a sold-out cart is
//                                                refused from it), then the holding transaction
//   POST /api/v1/payments/local/checkouts/:id/pay  the session paid and the order sold
// Usage: <port> <database url> <public url>
import { randomBytes, randomUUID } from 'node:crypto';
import type http from 'node:http';
import pg from 'pg';
import {
  auditSql,
  cartVariantsSql,
  confirmation,
  heldBySql,
  holdSql,
  linesSql,
  orderColumns,
  soldSql,
} from './lib/drop-floor-statements';
import { serveJson } from './lib/json-floor-server';

const [port, url, publicUrl] = process.argv.slice(2) as [string, string, string];
const pool = new pg.Pool({ connectionString: url, max: 10 });
pool.on('error', () => {});
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
type Client = pg.PoolClient;
const q = (client: Client | pg.Pool, text: string, values: unknown[] = []) =>
  client.query({ text, values, rowMode: 'array' });

async function inTransaction<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const expiredWhere = `("store_orders"."status" = $1 and "store_orders"."expires_at" < now())`;

/** Gives one expired order back, as the portal's expiry does: moved once, its stock, an audit entry. */
async function giveBack(client: Client, id: unknown) {
  const moved = await q(
    client,
    `update "store_orders" set "status" = $1 where ("store_orders"."id" = $2 and "store_orders"."status" in ($3)) returning ${orderColumns}`,
    ['expired', id, 'pending'],
  );
  const order = moved.rows[0];
  if (!order) return;
  const { rows: lines } = await q(client, linesSql, [id]);
  for (const line of lines)
    await q(
      client,
      `update "store_variants" set "reserved" = "store_variants"."reserved" - $1 where "store_variants"."id" = $2`,
      [line[2], line[1]],
    );
  for (const line of lines)
    await q(
      client,
      `update "store_products" set "reserved" = "store_products"."reserved" - $1 where "store_products"."id" = $2`,
      [line[2], line[0]],
    );
  await q(client, auditSql(false), [
    'store',
    'system',
    id,
    `Order of ${order[1]} expired unpaid: its stock went back.`,
  ]);
}

/**
 * What the portal's checkout does first: a plain read for any order past its hold; when there is
 * one, up to 20 are claimed (`skip locked`) and given back, each in a transaction of its own.
 */
async function releaseExpired() {
  // Prepared under the portal's name, as its statement is (decision 0073).
  const { rows } = await pool.query({
    name: 'store_any_expired_order',
    text: `select "id" from "store_orders" where ${expiredWhere} limit $2`,
    values: ['pending', 1],
    rowMode: 'array',
  });
  if (rows.length === 0) return;
  for (let claimed = 0; claimed < 20; claimed++) {
    const found = await inTransaction(async (client) => {
      const { rows: ids } = await q(
        client,
        `select "id" from "store_orders" where ${expiredWhere} order by "store_orders"."expires_at" asc limit $2 for update skip locked`,
        ['pending', 1],
      );
      if (ids.length === 0) return false;
      await giveBack(client, ids[0]![0]);
      return true;
    });
    if (!found) return;
  }
}

class Refused extends Error {}

async function checkout(
  body: { email: string; items: { productId: string; variantId: string; quantity: number }[] },
  address: string,
) {
  await releaseExpired();
  const line = body.items[0]!;
  const { rows } = await pool.query({ ...cartVariantsSql, values: [[line.variantId]], rowMode: 'array' });
  const [variantId, variantName, productId, productName, , , priceCents] = rows[0]!;
  const [variantLeft, productLeft] = rows[0]!.slice(15) as (number | null)[];
  const name = `${productName} (${variantName})`;
  // Sold out is said from the read, before any transaction or lock.
  for (const left of [variantLeft, productLeft])
    if (left !== null && left !== undefined && left < line.quantity)
      throw new Refused(
        left <= 0 ? `${name} is sold out.` : `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left.`,
      );
  const orderId = `ord_${hex(16)}`;
  const expiresAt = new Date(Date.now() + 35 * 60_000);
  await inTransaction(async (client) => {
    await q(client, 'select pg_advisory_xact_lock(hashtext($1))', [`store-buyer:guest:${body.email}`]);
    await q(client, heldBySql('lower("store_orders"."email")'), ['pending', body.email]);
    await q(client, heldBySql('"store_orders"."client_address"'), ['pending', address]);
    await q(
      client,
      `insert into "store_orders" (${orderColumns}) values ($1, $2, $3, $4, $5, default, $6, $7, $8, $9, default, $10, default, default, default, default, default, default)`,
      [orderId, body.email, null, null, address, null, priceCents, 0, priceCents, expiresAt],
    );
    await q(
      client,
      `insert into "store_order_lines" ("id", "order_id", "product_id", "variant_id", "quantity", "unit_price_cents", "discount_cents", "fulfilled_at", "fulfilled_by") values (default, $1, $2, $3, $4, $5, $6, default, default)`,
      [orderId, productId, variantId, line.quantity, priceCents, 0],
    );
    await q(client, auditSql(true), [
      'store',
      'visitor',
      orderId,
      `Started a checkout of ${line.quantity} × ${name} for ${body.email}, ${priceCents} cents.`,
      randomUUID(),
    ]);
    // The variant's and the product's `reserved` in one statement, the variant's row first.
    const { rows: held } = await client.query<{ variant: number; product: number }>(holdSql, [
      line.quantity,
      variantId,
      productId,
      line.quantity,
      line.quantity,
      productId,
      line.quantity,
    ]);
    if (held[0]!.variant === 0 || held[0]!.product === 0) {
      const [table, limit, id] =
        held[0]!.variant === 0
          ? ['store_variants', 'inventory_count', variantId]
          : ['store_products', 'capacity', productId];
      await client.query(
        `select greatest(0, coalesce(${limit}, 0) - reserved)::int as left from "${table}" where id = $1`,
        [id],
      );
      throw new Refused(`${name} is sold out.`);
    }
  });
  const sessionId = `cs_local_${hex(12)}`;
  await q(
    pool,
    `insert into "local_checkouts" ("id", "idempotency_key", "line_items", "amount_total_cents", "customer_email", "metadata", "success_url", "cancel_url", "status", "payment_link_id", "payment_intent_id", "expires_at", "created_at", "completed_at") values ($1, $2, $3, $4, $5, $6, $7, $8, default, default, default, $9, default, default) on conflict do nothing returning "id"`,
    [
      sessionId,
      `store-checkout-${orderId}`,
      JSON.stringify([{ name, unitAmountCents: priceCents, quantity: line.quantity }]),
      priceCents,
      body.email,
      JSON.stringify({ purpose: 'store-order', orderId }),
      `${publicUrl}/store/cart?order=${orderId}&paid=1`,
      `${publicUrl}/store/cart`,
      expiresAt,
    ],
  );
  return {
    checkoutUrl: `${publicUrl}/checkout/${sessionId}`,
    orderId,
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
  };
}

async function pay(sessionId: string) {
  return inTransaction(async (client) => {
    const paymentIntentId = `pi_local_${hex(12)}`;
    const { rows } = await q(
      client,
      `update "local_checkouts" set "status" = $1, "payment_intent_id" = $2, "completed_at" = now() where ("local_checkouts"."id" = $3 and "local_checkouts"."status" = $4 and ("local_checkouts"."expires_at" is null or "local_checkouts"."expires_at" > now())) returning "id", "idempotency_key", "line_items", "amount_total_cents", "customer_email", "metadata", "success_url", "cancel_url", "status", "payment_link_id", "payment_intent_id", "expires_at", "created_at", "completed_at"`,
      ['paid', paymentIntentId, sessionId, 'open'],
    );
    const session = rows[0];
    if (!session) throw new Refused('This checkout has expired. Start a new checkout to buy.');
    const [, , , amount, email, metadata, successUrl] = session as [
      string,
      string,
      unknown,
      number,
      string,
      { orderId: string },
      string,
    ];
    const eventId = `evt_local_${hex(12)}`;
    await q(
      client,
      `insert into "payment_events" ("event_id", "type", "processed_at") values ($1, $2, default) on conflict do nothing returning "event_id"`,
      [eventId, 'checkout.session.completed'],
    );
    await q(
      client,
      `insert into "completed_payments" ("checkout_session_id", "provider", "event_id", "payment_intent_id", "payment_link_id", "amount_total_cents", "customer_email", "customer_name", "purpose", "metadata", "created_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, default) on conflict do nothing returning "checkout_session_id"`,
      [
        sessionId,
        'local',
        eventId,
        paymentIntentId,
        null,
        amount,
        email,
        null,
        'store-order',
        JSON.stringify(metadata),
      ],
    );
    await q(client, `select ${orderColumns} from "store_orders" where "store_orders"."id" = $1`, [metadata.orderId]);
    await q(
      client,
      `update "store_orders" set "status" = $1, "payment_intent_id" = $2, "paid_at" = $3 where ("store_orders"."id" = $4 and "store_orders"."status" in ($5)) returning ${orderColumns}`,
      ['paid', paymentIntentId, new Date(), metadata.orderId, 'pending'],
    );
    const { rows: lines } = await q(client, linesSql, [metadata.orderId]);
    await q(client, auditSql(false), [
      'store',
      'local-payments',
      metadata.orderId,
      `${email} paid ${amount} cents for 1 item in 1 line.`,
    ]);
    const mailId = randomUUID();
    await q(
      client,
      `insert into "mail_outbox" ("id", "recipient", "subject", "message", "created_at", "attempts", "next_attempt_at", "lease_until", "sent_at", "failed_at", "last_error", "category", "body_id", "skipped_at") values ($1, $2, $3, $4, default, default, default, default, default, default, default, $5, default, default)`,
      [
        mailId,
        email,
        'Your order from the store',
        confirmation(email, metadata.orderId, `${lines[0]![5]} (${lines[0]![6]}) × ${lines[0]![2]}`, amount),
        null,
      ],
    );
    await q(client, 'select pg_notify($1, $2)', ['mail_outbox', mailId]);
    // Last, so the stock rows stay locked only to the commit: both `sold` counts in one statement.
    const [line] = lines;
    await client.query(soldSql, [line![2], line![1], line![2], line![0]]);
    return { redirectTo: successUrl };
  });
}

async function answer(request: http.IncomingMessage, body: string): Promise<{ status: number; body: unknown }> {
  const path = request.url ?? '/';
  // The buyer's address, as the portal reads it behind nginx (the left of X-Forwarded-For).
  const address = String(request.headers['x-forwarded-for'] ?? request.socket.remoteAddress)
    .split(',')[0]!
    .trim();
  try {
    if (request.method === 'POST' && path === '/api/v1/store/checkout')
      return { status: 200, body: await checkout(JSON.parse(body), address) };
    const paying = /^\/api\/v1\/payments\/local\/checkouts\/([^/]+)\/pay$/.exec(path);
    if (request.method === 'POST' && paying) return { status: 200, body: await pay(paying[1]!) };
  } catch (error) {
    if (error instanceof Refused) return { status: 409, body: { message: error.message } };
    throw error;
  }
  return { status: 200, body: {} }; // the harness's "is it up" probe
}

serveJson(answer, Number(port), '127.0.0.1');
