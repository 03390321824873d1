// A merchandise drop: 500 buyers check out a three-line cart (two sizes of a shirt and a sticker)
// in one burst over 50 connections, through POST /api/v1/store/checkout (validation, sale windows,
// prices, the buyer's lock and hold bound, conditional holds on three variants and two product
// totals, the order and its lines, audit entry, the local provider's checkout session), against a
// bare node:http server making the portal's statements (bench/lib/checkout-floor-statements.ts) on
// the same PostgreSQL database, on the same machine in the same run. Each side sells its own products (stock for every cart, so
// every checkout is a hold); both sides are measured twice, alternating.
//
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// database of its own is created and dropped. `npm run build` first.
import path from 'node:path';
import { migrate, openPostgres } from '../apps/api/src/db/client';
import { storeProducts, storeVariants } from '../apps/api/src/db/schema';
import { seed } from '../apps/api/src/seed';
import { burst, combineRounds, repoRoot, report, startBaseline, startPortal } from './lib/compare';
import { freePort } from '../apps/api/src/test/ports';
import { scratchDatabase } from './lib/scratch-database';

const buyers = 500;
const connections = 50;
const rounds = 2;
const scratch = scratchDatabase('cp_bench_store');
const databaseUrl = scratch.url;

type Cart = { productId: string; variantId: string; quantity: number }[];

/** One shirt (sizes S and M) and one sticker per side and round, on sale now, stock for everyone. */
async function fill(): Promise<{ portal: Cart[]; bare: Cart[] }> {
  const database = await openPostgres(databaseUrl);
  try {
    await migrate(database);
    await seed(database.db, { seedDemoData: false, DEMO_PASSWORD: 'unused' });
    const carts: Cart[] = [];
    for (let n = 0; n < rounds * 2; n += 1) {
      const shirt = `drop-shirt-${n}`;
      const sticker = `drop-sticker-${n}`;
      await database.db.insert(storeProducts).values(
        [shirt, sticker].map((id) => ({
          id,
          type: 'merch' as const,
          name: id === shirt ? 'Drop Shirt' : 'Drop Sticker',
          memberPriceCents: 1500,
          nonMemberPriceCents: 2000,
          capacity: buyers * 3,
          salesOpenAt: new Date(Date.now() - 60_000),
        })),
      );
      const variants = await database.db
        .insert(storeVariants)
        .values([
          {
            productId: shirt,
            name: 'S',
            position: 0,
            memberPriceCents: 1500,
            nonMemberPriceCents: 2000,
            inventoryCount: buyers,
          },
          {
            productId: shirt,
            name: 'M',
            position: 1,
            memberPriceCents: 1500,
            nonMemberPriceCents: 2000,
            inventoryCount: buyers,
          },
          {
            productId: sticker,
            name: 'General',
            position: 0,
            memberPriceCents: 300,
            nonMemberPriceCents: 500,
            inventoryCount: buyers,
          },
        ])
        .returning({ id: storeVariants.id, productId: storeVariants.productId });
      carts.push(variants.map((variant) => ({ productId: variant.productId, variantId: variant.id, quantity: 1 })));
    }
    return { portal: carts.filter((_, i) => i % 2 === 0), bare: carts.filter((_, i) => i % 2 === 1) };
  } finally {
    await database.close();
  }
}

/** Every buyer checks out once, all in one burst; answers the measurement and the seconds it took. */
const run = (label: string, url: string, cart: Cart, round: number) =>
  burst(label, {
    url,
    amount: buyers,
    connections,
    request: (n) => ({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `buyer${round}-${n}@example.com`, items: cart }),
    }),
  });

await scratch.create();
try {
  const carts = await fill();
  // Free ports: with a fixed one, another process holding it was measured instead of the floor.
  const [portalPort, floorPort] = [await freePort(), await freePort()];
  const portal = await startPortal(portalPort, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: `http://localhost:${portalPort}`,
    // Every buyer of the burst comes from this machine's one address, and the floor's orders (in
    // the same tables, from the same address) count too.
    CHECKOUT_HOLD_MAX_PER_ADDRESS: String(buyers * 3 * rounds * 2),
  });
  const baseline = await startBaseline(path.join(repoRoot, 'bench/store-checkout-baseline.ts'), floorPort, [
    databaseUrl,
  ]);
  try {
    const portalRuns = [];
    const bareRuns = [];
    for (let round = 0; round < rounds; round += 1) {
      bareRuns.push(await run('bare', `http://localhost:${floorPort}/`, carts.bare[round]!, round));
      portalRuns.push(
        await run('portal', `http://localhost:${portalPort}/api/v1/store/checkout`, carts.portal[round]!, round),
      );
    }
    const bare = combineRounds('bare node:http, same statements', bareRuns);
    const checkout = combineRounds('portal POST /api/v1/store/checkout', portalRuns);
    report(
      `Store checkouts: ${buyers} three-line carts in one burst, ${connections} connections, PostgreSQL`,
      bare,
      checkout,
      {
        'p99 ratio (portal / baseline)': (checkout.p99Ms / Math.max(1, bare.p99Ms)).toFixed(2),
        [`slowest round, all ${buyers} answered in`]: `${checkout.seconds.toFixed(1)} s (bare ${bare.seconds.toFixed(1)} s)`,
      },
    );
    process.exitCode = checkout.non2xx3xx === 0 ? 0 : 1;
  } finally {
    await baseline.stop();
    await portal.stop();
  }
} finally {
  await scratch.drop();
}
