import { Link, useLocation } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { buyerTexts, signInPath, type StoreBuyer } from '../lib/store-buyer';

/**
 * The store's word on the price (issue 41): a paid member is told they pay the member price; a
 * signed-out buyer is offered to sign in for it (and come back here); a signed-in non-member
 * pays the non-member price without a word.
 */
export function MemberPriceNote({ buyer }: { buyer: StoreBuyer }) {
  const location = useLocation();
  if (buyer.member) return <Text size="sm">{buyerTexts.memberPrice}</Text>;
  if (buyer.signedIn) return null;
  return (
    <Anchor component={Link} to={signInPath(`${location.pathname}${location.search}`)} size="sm">
      {buyerTexts.signInForMemberPrice}
    </Anchor>
  );
}
