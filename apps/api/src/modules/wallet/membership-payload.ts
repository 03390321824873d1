/**
 * What a membership card's QR carries: JSON like a ticket's, naming the member's NetID (which their
 * university card shows anyway), so a desk checking membership can read it with the same scanner.
 */
export const membershipQrPayload = (netId: string) => JSON.stringify({ type: 'membership', net_id: netId });
