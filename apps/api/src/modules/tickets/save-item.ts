import { randomBytes } from 'node:crypto';
import { reservedProductIds } from '@cp/contracts/store';
import { dollarsToCents, type saveItemRequest, type setSalesRequest, type TicketItem } from '@cp/contracts/tickets';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import { writeItemVariants } from '../store';
import { toTicketItem } from './item-view';
import { findItem, insertItem, setItemSalesOpenAt, updateItemWithin } from './repository';
import type { Acting } from '../../plugins/auth';

type SaveItemInput = z.output<typeof saveItemRequest>;

/** `true` opens sales now, `false` closes them, a date opens them then. */
function salesOpenAt(value: boolean | string): Date | null {
  if (value === false) return null;
  if (value === true) return new Date();
  return new Date(value);
}

function describeSales(at: Date | null) {
  return at ? `sales open ${at.toISOString()}` : 'sales off';
}

/** A readable, unguessable-enough id for the store URL: the name's words plus 6 random hex digits. */
function newItemId(name: string) {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const id = `${words || 'item'}-${randomBytes(3).toString('hex')}`;
  // The store's own paths use these; the random suffix already keeps them out, this says so.
  if ((reservedProductIds as readonly string[]).includes(id)) throw conflict('This item id is reserved.');
  return id;
}

const audit = (tx: Tx, actor: Acting, target: string, message: string) =>
  writeAudit(tx, { module: 'tickets', actor: actor.username, target, message, requestId: actor.requestId });

/** POST /api/v1/tickets/items */
export async function createItem(db: Db, actor: Acting, input: SaveItemInput): Promise<TicketItem> {
  const opens = salesOpenAt(input.itemSalesActive);
  return db.transaction(async (tx) => {
    const row = await insertItem(tx, {
      id: newItemId(input.itemName),
      type: input.type,
      name: input.itemName,
      memberPriceCents: dollarsToCents(input.priceDollars.member),
      nonMemberPriceCents: dollarsToCents(input.priceDollars.nonMember),
      capacity: input.type === 'ticket' ? input.eventCapacity : null,
      sizes: input.type === 'merch' ? input.sizes : [],
      salesOpenAt: opens,
    });
    await writeItemVariants(tx, row.id, row);
    await audit(tx, actor, row.id, `Created ${input.type} item "${input.itemName}" (${describeSales(opens)}).`);
    return toTicketItem(row);
  });
}

/** PUT /api/v1/tickets/items/{itemId}: capacity may not drop below the tickets already held. */
export async function updateItem(db: Db, actor: Acting, itemId: string, input: SaveItemInput): Promise<TicketItem> {
  const opens = salesOpenAt(input.itemSalesActive);
  return db.transaction(async (tx) => {
    const existing = await findItem(tx, itemId);
    if (!existing) throw notFound('Item not found.');
    if (existing.type !== input.type) throw badRequest('The type of an item cannot change.');
    const capacity = input.type === 'ticket' ? input.eventCapacity : null;
    const changes = {
      name: input.itemName,
      memberPriceCents: dollarsToCents(input.priceDollars.member),
      nonMemberPriceCents: dollarsToCents(input.priceDollars.nonMember),
      capacity,
      sizes: input.type === 'merch' ? input.sizes : [],
      salesOpenAt: opens,
    };
    const row = await updateItemWithin(tx, itemId, changes, capacity);
    if (!row) throw conflict(`Capacity cannot be lower than the ${existing.reserved} tickets already sold or held.`);
    await writeItemVariants(tx, itemId, row);
    await audit(tx, actor, itemId, `Edited item "${input.itemName}" (${describeSales(opens)}).`);
    return toTicketItem(row);
  });
}

/** PATCH /api/v1/tickets/{itemId} */
export async function setSales(
  db: Db,
  actor: Acting,
  itemId: string,
  input: z.output<typeof setSalesRequest>,
): Promise<TicketItem> {
  const opens = salesOpenAt(input.itemSalesActive);
  return db.transaction(async (tx) => {
    const row = await setItemSalesOpenAt(tx, itemId, input.type, opens);
    if (!row) throw notFound('Item not found.');
    await audit(tx, actor, itemId, `Set ${describeSales(opens)}.`);
    return toTicketItem(row);
  });
}
