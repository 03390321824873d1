import { buyerTexts, signInPath, type StoreBuyer } from '../../../lib/store-buyer';
import { usePagePath } from '../../page-context';

/**
 * The store's word on the price (issue 41): a paid member is told they pay the member price; a
 * visitor is offered to sign in for it (and come back here); a signed-in non-member pays the
 * non-member price without a word.
 */
export function MemberPriceNote({ buyer, className }: { buyer: StoreBuyer; className?: string }) {
  const path = usePagePath();
  if (buyer.member) return <span className={className}>{buyerTexts.memberPrice}</span>;
  if (buyer.signedIn) return null;
  return (
    <a className={className ? `cp-link ${className}` : 'cp-link'} href={signInPath(path)}>
      {buyerTexts.signInForMemberPrice}
    </a>
  );
}
