import { useAuth } from '../auth';
import { visitorBuyer, type StoreBuyer } from '../store-buyer';
import { useMyMembershipQuery } from './my-membership';

/**
 * The signed-in person as the store's portal pages price for them: a paid member (from
 * GET /api/v1/membership/me) pays the member price, and the checkout is filled with the account's
 * email and NetID. `pending` while the membership is being asked. Signed out: a visitor.
 */
export function useStoreBuyer(): { buyer: StoreBuyer; pending: boolean } {
  const { session } = useAuth();
  const mine = useMyMembershipQuery(session !== null);
  if (!session) return { buyer: visitorBuyer, pending: false };
  return {
    buyer: {
      signedIn: true,
      member: Boolean(mine.data?.paidSince),
      email: session.username,
      netId: mine.data?.netId ?? '',
    },
    pending: mine.isPending,
  };
}
