import { useState } from 'react';
import { cartLimitNote, unitPriceText, type StoreBuyer } from '../../../lib/store-buyer';
import { maxQuantityPerLine, removeFromCart, setCartQuantity, type StoredCartLine } from '../../../lib/store-cart';
import type { CartRow } from '../../../features/store/cart-lines';

/**
 * The cart's lines, one card each (reads the same at phone width): this buyer's price, what is left
 * of a per-person limit (`lines`: the product's other lines count too), the quantity, a remove button.
 */
interface CartLinesProps {
  rows: CartRow[];
  lines: readonly StoredCartLine[];
  buyer: StoreBuyer;
}

export function CartLines({ rows, lines, buyer }: CartLinesProps) {
  return (
    <ul className="cp-store-lines" aria-label="Cart">
      {rows.map(({ line, product, variant }) => {
        const name = product && variant ? `${product.name} (${variant.name})` : 'An item no longer in the store';
        const limit = product ? cartLimitNote(product, line.variantId, lines) : null;
        return (
          <li key={line.variantId} className="cp-store-line">
            <div className="cp-store-line-text">
              <strong>{name}</strong>
              {variant ? (
                <span className="cp-muted">{unitPriceText(variant, buyer)}</span>
              ) : (
                <span className="cp-store-line-problem">Remove it to pay for the rest.</span>
              )}
              {limit && <span className={limit.over ? 'cp-store-line-problem' : undefined}>{limit.text}</span>}
            </div>
            <QuantityInput line={line} name={name} />
            <button
              type="button"
              className="cp-button cp-button--subtle cp-store-remove"
              aria-label={`Remove ${name}`}
              onClick={() => removeFromCart(line.variantId)}
            >
              <TrashIcon />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** A line's quantity: saved as soon as it is a whole number from 1 to 10, put back if left otherwise. */
function QuantityInput({ line, name }: { line: StoredCartLine; name: string }) {
  const [text, setText] = useState(String(line.quantity));
  const [shown, setShown] = useState(line.quantity);
  // Changed elsewhere (another tab, the item page): show what is saved. Set while rendering, not in
  // an effect: a mount's effect could land after the first keystroke and put the old number back.
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setText(String(line.quantity));
  }
  return (
    <input
      className="cp-store-quantity"
      type="number"
      inputMode="numeric"
      min={1}
      max={maxQuantityPerLine}
      step={1}
      aria-label={`Quantity of ${name}`}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const quantity = Number(event.target.value);
        if (Number.isInteger(quantity) && quantity >= 1 && quantity <= maxQuantityPerLine)
          setCartQuantity(line.variantId, quantity);
      }}
      onBlur={() => setText(String(line.quantity))}
    />
  );
}

/** The portal's trash icon, drawn here rather than loading an icon set. */
function TrashIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
