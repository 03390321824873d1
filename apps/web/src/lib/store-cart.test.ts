import { describe, expect, it } from 'vitest';
import { addToCart, cartStorageKey, readCart, removeFromCart, setCartQuantity } from './store-cart';

const line = (variantId: string, quantity: number) => ({ productId: 'shirt', variantId, quantity });

describe('the store cart', () => {
  it('is kept in localStorage under its versioned key, adding to the line of the same variant up to 10', () => {
    addToCart(line('v1', 2));
    addToCart(line('v2', 1));
    addToCart(line('v1', 9));
    expect(JSON.parse(window.localStorage.getItem(cartStorageKey)!)).toEqual([line('v1', 10), line('v2', 1)]);
    setCartQuantity('v2', 3);
    removeFromCart('v1');
    expect(readCart()).toEqual([line('v2', 3)]);
  });

  it('reads what an earlier page load saved, and takes anything unreadable as an empty cart', () => {
    window.localStorage.setItem(cartStorageKey, JSON.stringify([line('v1', 2), { productId: 'x' }]));
    expect(readCart()).toEqual([line('v1', 2)]);
    window.localStorage.setItem(cartStorageKey, '{not json');
    expect(readCart()).toEqual([]);
  });
});
