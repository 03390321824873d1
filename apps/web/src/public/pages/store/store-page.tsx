import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCart } from '../../../lib/store-cart';
import { usePageTitle, Notice, usePaymentsOff, PaymentsOffNotice } from '../../components';
import { useStoreBuyer } from '../../page-context';
import { MemberPriceNote } from './member-price-note';
import { useLoad } from '../../use-load';
import { ProductCard } from './product-card';
import { loadStoreProducts, storeProductsKey } from './store-products';
import './store.css';

/** /store: everything on sale now, at the price this buyer pays (a visitor's, or a signed-in member's). */
export default function StorePage() {
  usePageTitle('Store');
  const paymentsOff = usePaymentsOff();
  const products = useLoad(storeProductsKey, loadStoreProducts);
  const { buyer } = useStoreBuyer();
  const cart = useCart();
  const firstWithImage = products.data?.find((product) => product.imageUrl);
  return (
    <>
      <div className="cp-store-heading">
        <h1>Store</h1>
        <a className="cp-link" href={paths.storeCart}>
          Cart ({cart.length})
        </a>
      </div>
      {/* A visitor pays the non-member price: a paid member signs in for theirs and comes back. */}
      <MemberPriceNote buyer={buyer} className="cp-store-sign-in" />
      {paymentsOff && <PaymentsOffNotice />}
      {products.status === 'error' && (
        <Notice tone="error" title="Could not load the store">
          {errorMessage(products.error, 'Please try again later.')}
        </Notice>
      )}
      {products.status === 'pending' && (
        <div className="cp-store-grid" role="status" aria-label="Loading products" aria-busy>
          {[0, 1, 2].map((index) => (
            <div key={index} className="cp-skeleton cp-store-card-skeleton" />
          ))}
        </div>
      )}
      {products.data?.length === 0 && <p className="cp-muted cp-store-empty">Nothing is on sale right now.</p>}
      {products.data && products.data.length > 0 && (
        <ul className="cp-store-grid" aria-label="Products">
          {products.data.map((product) => (
            <li key={product.productId}>
              {/* Only the first picture is sure to be on a phone's first screen (one column there). */}
              <ProductCard product={product} buyer={buyer} lazyImage={product !== firstWithImage} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
