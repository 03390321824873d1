import { useEffect, useState } from 'react';
import type { StoreItem } from '@cp/contracts/tickets';
import { opensInText, useDropRefresh, useMsUntil } from '../../../features/tickets/sale-opening';
import { isSoldOut, storeItemTexts as texts } from '../../../features/tickets/store-item';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatMoment as formatDateTime } from '../../../lib/portal-clock';
import { formatDollars } from '../../../lib/money';
import { Notice, NotFound, usePaymentsOff, PaymentsOffNotice, Skeleton, usePageTitle } from '../../components';
import type { PublicPageProps } from '../../pages';
import { usePageSearch } from '../../page-context';
import { useLoad } from '../../use-load';
import { loadStoreItem, storeItemKey, type LoadedStoreItem } from './load';
import { ProductPanel } from './product-panel';
import './store-item.css';

/**
 * /store/{itemId}: the item, its prices and its one purchase panel ("Add to cart", issue 41), for a
 * visitor (decision 0032) and, inside the portal's frame, for a signed-in buyer (decision 0065). Before the
 * opening a countdown, then the panel without a reload; "Sold out" once it is (issue 46). Once
 * shown, the page keeps what it had while a later call fails, and asks again.
 */
export default function StoreItemPage({ params }: PublicPageProps) {
  const itemId = params.itemId ?? '';
  const loaded = useLoad(storeItemKey(itemId), () => loadStoreItem(itemId));
  const [shown, setShown] = useState<LoadedStoreItem>();
  useEffect(() => {
    if (loaded.status === 'ok') setShown(loaded.data);
  }, [loaded.status, loaded.data]);
  const data = loaded.data ?? shown;
  const item = data?.item;
  const opensInMs = useMsUntil(item && !item.onSale ? item.salesOpenAt : null);
  const state = {
    onSale: item?.onSale ?? false,
    opensInMs,
    seatsLeft: item?.remaining !== undefined && !isSoldOut(item),
    failed: loaded.status === 'error' && !(isApiError(loaded.error) && loaded.error.status === 404),
  };
  useDropRefresh(state, loaded.data ?? loaded.error, loaded.reload);
  usePageTitle(item?.itemName ?? texts.pageTitle);
  if (loaded.status === 'error' && isApiError(loaded.error) && loaded.error.status === 404) return <NotFound />;
  if (!data && loaded.status === 'pending') return <Skeleton label="Loading the item" lines={6} />;
  if (!data) {
    return (
      <Notice tone="error" title={texts.loadFailedTitle}>
        {errorMessage(loaded.error, texts.loadFailed)}
      </Notice>
    );
  }
  return <ItemView data={data} opensInMs={opensInMs} />;
}

function ItemView({ data, opensInMs }: { data: LoadedStoreItem; opensInMs: number | null }) {
  const paymentsOff = usePaymentsOff();
  const { item, product } = data;
  const purchased = usePageSearch().get('purchased') === '1';
  return (
    <div className="cp-store-item">
      <h1>{item.itemName}</h1>
      {purchased && (
        <Notice tone="success" title={texts.purchasedTitle}>
          {texts.purchased}
        </Notice>
      )}
      <Prices item={item} />
      {item.onSale && paymentsOff ? (
        <PaymentsOffNotice />
      ) : item.onSale && isSoldOut(item) ? (
        <Notice tone="info" title={texts.soldOutTitle}>
          {texts.soldOut}
        </Notice>
      ) : item.onSale ? (
        <ProductPanel product={product} productId={item.itemId} />
      ) : (
        <>
          <Notice tone="info" title={item.salesOpenAt ? texts.comingSoonTitle : texts.notOnSaleTitle}>
            {item.salesOpenAt ? texts.salesOpen(formatDateTime(item.salesOpenAt)) : texts.salesClosed}
          </Notice>
          {/* Outside the notice's live region: a screen reader is not read every second's tick. */}
          {item.salesOpenAt && opensInMs !== null && (
            <p className="cp-store-countdown" role="timer">
              {opensInText(opensInMs)}
            </p>
          )}
        </>
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
