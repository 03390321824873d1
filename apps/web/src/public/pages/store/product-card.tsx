import { useEffect, useRef, useState } from 'react';
import type { PublicProduct } from '@cp/contracts/store';
import { storeProductPath } from '../../../lib/paths';
import type { StoreBuyer } from '../../../lib/store-buyer';
import { isSoldOut, productPriceText } from '../../../lib/store-product';
import { formatLocalDateTime } from '../../../lib/portal-clock';

interface ProductCardProps {
  product: PublicProduct;
  buyer: StoreBuyer;
  /** Below the fold: the picture is fetched only once it is on the screen. */
  lazyImage: boolean;
}

/** One product of the store's list: its picture, name, this buyer's price and what is left; the whole card links to it. */
export function ProductCard({ product, buyer, lazyImage }: ProductCardProps) {
  return (
    <a className="cp-store-card" href={storeProductPath(product.productId)}>
      {product.imageUrl && <ProductImage src={product.imageUrl} lazy={lazyImage} />}
      <span className="cp-store-card-name">{product.name}</span>
      {product.event && (
        <span className="cp-store-card-line cp-muted">
          {formatLocalDateTime(product.event.start)} · {product.event.location}
        </span>
      )}
      <span className="cp-store-card-line">
        {productPriceText(product, buyer)}
        {isSoldOut(product) && <span className="cp-store-sold-out"> · Sold out</span>}
      </span>
    </a>
  );
}

/**
 * A product's square picture (the editor crops it so). A lazy one gets its address only when it
 * shows: Chromium's loading="lazy" alone fetches pictures up to 1250 px (2500 px on a slow
 * network) below the screen, three or more, which took the page past 12 requests on a phone.
 */
function ProductImage({ src, lazy }: { src: string; lazy: boolean }) {
  const image = useRef<HTMLImageElement>(null);
  const [shown, setShown] = useState(!lazy || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !image.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    });
    observer.observe(image.current);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <img
      ref={image}
      className="cp-store-card-image"
      src={shown ? src : undefined}
      alt=""
      // The size given keeps the card from jumping as the picture arrives.
      width={400}
      height={400}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
