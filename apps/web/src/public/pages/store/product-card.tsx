import type { PublicProduct } from '@cp/contracts/store';
import { storeProductPath } from '../../../lib/paths';
import { isSoldOut, productPriceText } from '../../../lib/store-product-text';
import { formatWallClock } from '../../../lib/wall-clock';

interface ProductCardProps {
  product: PublicProduct;
  /** Below the fold: the browser fetches the picture only as it nears the screen. */
  lazyImage: boolean;
}

/** One product of the store's list: its picture, name, price and what is left; the whole card links to it. */
export function ProductCard({ product, lazyImage }: ProductCardProps) {
  return (
    <a className="cp-store-card" href={storeProductPath(product.productId)}>
      {product.imageUrl && (
        // Square, as the editor crops it; the size given keeps the card from jumping as it loads.
        <img
          className="cp-store-card-image"
          src={product.imageUrl}
          alt=""
          width={400}
          height={400}
          loading={lazyImage ? 'lazy' : 'eager'}
          decoding="async"
        />
      )}
      <span className="cp-store-card-name">{product.name}</span>
      {product.event && (
        <span className="cp-store-card-line cp-muted">
          {formatWallClock(product.event.start)} · {product.event.location}
        </span>
      )}
      <span className="cp-store-card-line">
        {productPriceText(product)}
        {isSoldOut(product) && <span className="cp-store-sold-out"> · Sold out</span>}
      </span>
    </a>
  );
}
