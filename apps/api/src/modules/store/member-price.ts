import { netIdFromEmail } from '@cp/contracts';

/**
 * Which of these lists a NetID is on (`acmpaid`: paid members; any other name: the external
 * membership list of that id). The memberships module answers it.
 */
export type ListsHolding = (netId: string, lists: string[]) => Promise<string[]>;

export interface MemberPriceDeps {
  emailDomain: string;
  listsHolding: ListsHolding;
}

/**
 * The one rule of the member price (decision 0055): a variant's member price is for a signed-in
 * person on any of its `memberLists`. Their username is their university email, whose NetID is
 * looked up on the lists; a signed-out buyer pays the non-member price whatever NetID they type
 * (decision 0036). Answers the ids of the variants this buyer pays the member price for; the
 * product list and page, the cart (which reads them) and the checkout's charge all ask it.
 */
export async function memberPricedVariants(
  deps: MemberPriceDeps,
  buyer: string | undefined,
  variants: readonly { variantId: string; memberLists: readonly string[] }[],
): Promise<Set<string>> {
  const netId = buyer ? netIdFromEmail(buyer, deps.emailDomain) : null;
  if (!netId || variants.length === 0) return new Set();
  const asked = [...new Set(variants.flatMap((variant) => variant.memberLists))];
  const holding = new Set(await deps.listsHolding(netId, asked));
  return new Set(
    variants.filter((variant) => variant.memberLists.some((list) => holding.has(list))).map((v) => v.variantId),
  );
}
