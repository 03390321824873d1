import type { StoreItem } from '@cp/contracts/tickets';
import { isSoldOut, storeItemTexts as texts } from '../../../features/tickets/store-item';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatMoment as formatDateTime } from '../../../lib/portal-clock';
import { formatDollars } from '../../../lib/money';
import { Notice, NotFound, paymentsOff, PaymentsOffNotice, Skeleton, usePageTitle } from '../../components';
import type { PublicPageProps } from '../../pages';
import { useLoad } from '../../use-load';
import { loadStoreItem, storeItemKey } from './load';
import { ProductPanel } from './product-panel';
import './store-item.css';

/**
 * /store/{itemId} for a visitor without a session (decision 0032): the item, its prices and its
 * one purchase panel ("Add to cart", issue 41), as the portal's store page shows them.
 */
export default function StoreItemPage({ params }: PublicPageProps) {
  const itemId = params.itemId ?? '';
  const loaded = useLoad(storeItemKey(itemId), () => loadStoreItem(itemId));
  usePageTitle(loaded.data?.item.itemName ?? texts.pageTitle);
  if (loaded.status === 'pending') return <Skeleton label="Loading the item" lines={6} />;
  if (loaded.status === 'error' && isApiError(loaded.error) && loaded.error.status === 404) return <NotFound />;
  if (loaded.status === 'error') {
    return (
      <Notice tone="error" title={texts.loadFailedTitle}>
        {errorMessage(loaded.error, texts.loadFailed)}
      </Notice>
    );
  }
  const { item, product } = loaded.data;
  const purchased = new URLSearchParams(window.location.search).get('purchased') === '1';
  return (
    <div className="cp-store-item">
      <h1>{item.itemName}</h1>
      {purchased && (
        <Notice tone="success" title={texts.purchasedTitle}>
          {texts.purchased}
        </Notice>
      )}
      <Prices item={item} />
      {item.onSale && paymentsOff() ? (
        <PaymentsOffNotice />
      ) : item.onSale ? (
        <ProductPanel product={product} productId={item.itemId} />
      ) : (
        <Notice tone="info" title={item.salesOpenAt ? texts.comingSoonTitle : texts.notOnSaleTitle}>
          {item.salesOpenAt ? texts.salesOpen(formatDateTime(item.salesOpenAt)) : texts.salesClosed}
        </Notice>
      )}
    </div>
  );
}

function Prices({ item }: { item: StoreItem }) {
  return (
    <div className="cp-panel cp-store-prices">
      <dl>
        <div>
          <dt>{texts.memberPrice}</dt>
          <dd>{formatDollars(item.priceDollars.member)}</dd>
        </div>
        <div>
          <dt>{texts.otherPrice}</dt>
          <dd>{formatDollars(item.priceDollars.nonMember)}</dd>
        </div>
      </dl>
      {item.remaining !== undefined && (
        <p className={isSoldOut(item) ? 'cp-store-sold-out' : 'cp-muted'}>{texts.left(item.remaining)}</p>
      )}
    </div>
  );
}
