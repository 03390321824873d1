import { useId, useState } from 'react';
import type { PublicProduct } from '@cp/contracts/store';
import { formatWallClock } from '../../../lib/portal-clock';
import { paths } from '../../../lib/paths';
import { buyerTexts, limitLeft, perPersonText, signInPath, type StoreBuyer } from '../../../lib/store-buyer';
import { addToCart, useCart } from '../../../lib/store-cart';
import {
  addToCartTexts as texts,
  cartQuantityProblem,
  isVariantAvailable,
  variantLabel,
} from '../../../lib/store-product';
import { Field } from '../../components';
import { usePagePath, useStoreBuyer } from '../../page-context';
import { MemberPriceNote } from '../store/member-price-note';
import { useLoad } from '../../use-load';

interface ProductPanelProps {
  productId: string;
  /** Started with the item's call (load.ts); null when the store does not sell the item. */
  product: Promise<PublicProduct | null>;
}

/**
 * The page's one purchase panel (issues 25 and 41): picture, description, the event of a ticket,
 * a variant (none chosen for the buyer when there are several) at this buyer's price (a visitor's
 * is the non-member price) and how many within the per-person limit, then
 * "Add to cart". Nothing until the product is there, as in the portal.
 */
export function ProductPanel({ productId, product }: ProductPanelProps) {
  const loaded = useLoad(`store-product:${productId}`, () => product);
  const { buyer } = useStoreBuyer();
  return loaded.data ? <ProductDetails product={loaded.data} buyer={buyer} /> : null;
}

function ProductDetails({ product, buyer }: { product: PublicProduct; buyer: StoreBuyer }) {
  const cart = useCart();
  const groupName = useId();
  const available = product.variants.filter(isVariantAvailable);
  const [variantId, setVariantId] = useState(available.length === 1 ? available[0]!.variantId : '');
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const chosen = product.variants.find((variant) => variant.variantId === variantId);
  const count = quantity === '' ? Number.NaN : Number(quantity);
  const max = product.limitConfiguration?.maxQuantity;
  const perPerson = max === undefined ? null : { max, left: limitLeft(product, variantId, cart) ?? max };
  const quantityError = cartQuantityProblem(count, chosen, perPerson);
  const signIn = signInPath(usePagePath());
  const mustSignIn = product.verifiedIdentityRequired && !buyer.signedIn;

  const add = () => {
    if (!chosen || quantityError) return;
    const added = addToCart({ productId: product.productId, variantId: chosen.variantId, quantity: count });
    setMessage(
      added ? { ok: true, text: texts.added(count, product.name, chosen.name) } : { ok: false, text: texts.full },
    );
  };

  return (
    <section className="cp-panel cp-store-product" aria-label="Add to cart">
      {product.imageUrl && (
        <img className="cp-store-image" src={product.imageUrl} alt={product.name} width={320} height={320} />
      )}
      {product.description && <p className="cp-store-description">{product.description}</p>}
      {product.event && (
        <p className="cp-muted cp-store-event">
          {formatWallClock(product.event.start)} · {product.event.location}
        </p>
      )}
      <MemberPriceNote buyer={buyer} />
      {max !== undefined && <p className="cp-store-limit">{perPersonText(max)}</p>}
      {available.length === 0 ? (
        <p className="cp-store-sold-out">{texts.soldOut}</p>
      ) : mustSignIn ? (
        <div className="cp-notice cp-notice--info" role="status">
          {buyerTexts.signInRequired}{' '}
          <a className="cp-link" href={signIn}>
            {buyerTexts.signInToBuy}
          </a>
        </div>
      ) : (
        <>
          <fieldset className="cp-store-choices">
            <legend>Choose</legend>
            {product.variants.map((variant) => (
              <label key={variant.variantId} className="cp-store-choice">
                <input
                  type="radio"
                  name={groupName}
                  value={variant.variantId}
                  checked={variant.variantId === variantId}
                  disabled={!isVariantAvailable(variant)}
                  onChange={() => setVariantId(variant.variantId)}
                />
                {variantLabel(variant, buyer)}
              </label>
            ))}
          </fieldset>
          <Field
            label="How many"
            inputMode="numeric"
            autoComplete="off"
            className="cp-store-count"
            value={quantity}
            // As typed: '-3' or '2.5' is refused at the field, never changed into 3 or 25 (issue 43).
            onChange={(event) => setQuantity(event.target.value)}
            error={chosen ? quantityError : null}
          />
          <div className="cp-store-cart-actions">
            <button
              type="button"
              className="cp-button cp-button--subtle"
              onClick={add}
              disabled={!chosen || quantityError !== null}
            >
              Add to cart
            </button>
            <a className="cp-link" href={paths.storeCart}>
              {texts.viewCart(cart.length)}
            </a>
          </div>
        </>
      )}
      {message && (
        <div
          className={`cp-notice cp-notice--${message.ok ? 'success' : 'error'}`}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </div>
      )}
    </section>
  );
}
