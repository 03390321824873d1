import { useSyncExternalStore } from 'react';

// The store's cart, kept in this browser (issue 25) so that it survives a reload and a checkout
// that failed or was cancelled. Shared: the product page adds to it, the store's cart page pays it.

/** Versioned: a later shape gets a new key instead of misreading this one. */
export const cartStorageKey = 'cp.store.cart.v1';
/** As the checkout contract allows (maxLineQuantity, maxCartLines); repeated here to keep zod out. */
export const maxQuantityPerLine = 10;
export const maxLinesPerCart = 20;

export interface StoredCartLine {
  productId: string;
  variantId: string;
  quantity: number;
}

const changed = 'cp-store-cart-changed';
let cachedText: string | null = null;
let cachedLines: StoredCartLine[] = [];

const isLine = (value: unknown): value is StoredCartLine => {
  const line = value as StoredCartLine;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.productId === 'string' &&
    typeof line.variantId === 'string' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1
  );
};

/** The saved lines; anything unreadable (another version, a hand edit) is an empty cart. */
export function readCart(): StoredCartLine[] {
  const text = window.localStorage.getItem(cartStorageKey);
  // The same array while nothing changed, as useSyncExternalStore requires.
  if (text === cachedText) return cachedLines;
  cachedText = text;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    cachedLines = Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    cachedLines = [];
  }
  return cachedLines;
}

export function writeCart(lines: StoredCartLine[]) {
  if (lines.length === 0) window.localStorage.removeItem(cartStorageKey);
  else window.localStorage.setItem(cartStorageKey, JSON.stringify(lines));
  window.dispatchEvent(new Event(changed));
}

/** Adds to the line of the same variant (at most 10 a line); false when the cart has no room for a new line. */
export function addToCart(line: StoredCartLine): boolean {
  const lines = readCart();
  const same = lines.find((l) => l.variantId === line.variantId);
  if (!same && lines.length >= maxLinesPerCart) return false;
  writeCart(
    same
      ? lines.map((l) =>
          l === same ? { ...l, quantity: Math.min(maxQuantityPerLine, l.quantity + line.quantity) } : l,
        )
      : [...lines, { ...line, quantity: Math.min(maxQuantityPerLine, line.quantity) }],
  );
  return true;
}

export function setCartQuantity(variantId: string, quantity: number) {
  writeCart(readCart().map((l) => (l.variantId === variantId ? { ...l, quantity } : l)));
}

export function removeFromCart(variantId: string) {
  writeCart(readCart().filter((l) => l.variantId !== variantId));
}

export const clearCart = () => writeCart([]);

function subscribe(onChange: () => void) {
  // 'storage': another tab changed the cart.
  window.addEventListener(changed, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changed, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The cart's lines, re-rendering on every change here or in another tab. */
export function useCart(): StoredCartLine[] {
  return useSyncExternalStore(subscribe, readCart, () => []);
}
