import { randomUUID } from 'node:crypto';
import { universityEmailOf } from '@cp/contracts/memberships';
import { isValidNetId } from '@cp/contracts';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { escapeHtml } from '../../idp/page';
import { conflict } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import { enrolInListmonk, type IntegrationConfig } from '../../plugins/integrations';
import type { Mailer } from '../../plugins/mail/types';
import type { PaymentHandler, PaymentPurpose, Payments } from '../../plugins/payments/types';
import { assertPaymentsAvailable } from '../../plugins/payments/unavailable';
import { emailLinks, googleSaveUrlForMembership, walletEmailButtons, type WalletConfig } from '../wallet';
import { insertPaidMembers, isPaidMember } from './repository';

export const membershipPurpose = 'membership';
type MembershipConfig = Pick<AppConfig, 'MEMBERSHIP_FEE_CENTS' | 'EMAIL_DOMAIN' | 'publicUrl'> & IntegrationConfig;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** POST /api/v1/membership/checkout: a hosted checkout for the fee, paid by the NetID's email. */
export async function startMembershipCheckout(
  deps: { db: Db; payments: Payments; config: MembershipConfig },
  netId: string,
): Promise<{ url: string }> {
  assertPaymentsAvailable(deps.payments);
  if (await isPaidMember(deps.db, netId)) throw conflict('This NetID is already a paid member.');
  const { config } = deps;
  const session = await deps.payments.createCheckoutSession({
    lineItems: [{ name: 'ACM @ UIUC membership', unitAmountCents: config.MEMBERSHIP_FEE_CENTS, quantity: 1 }],
    customerEmail: universityEmailOf(netId, config.EMAIL_DOMAIN),
    metadata: { purpose: membershipPurpose, netId },
    successUrl: `${config.publicUrl}/membership?paid=${encodeURIComponent(netId)}`,
    cancelUrl: `${config.publicUrl}/membership`,
    idempotencyKey: `membership-${netId}-${randomUUID()}`,
  });
  return { url: session.url };
}

/**
 * Applies a membership payment inside the webhook's exactly-once transaction: records the NetID
 * (its primary key makes a second payment a no-op), audits it and queues the confirmation.
 */
export function membershipPaymentHandler(
  config: MembershipConfig,
  mailer: Mailer,
  wallet?: WalletConfig,
): PaymentPurpose {
  // The fee asked at checkout is the configured one (a fee changed mid-checkout is refused and audited).
  return {
    expectedCents: async () => config.MEMBERSHIP_FEE_CENTS,
    apply: applyMembershipPayment(config, mailer, wallet),
  };
}

/** The confirmation's card buttons: the member's home for Apple, the save link for Google. */
async function membershipCardButtons(wallet: WalletConfig | undefined, netId: string) {
  if (!wallet) return walletEmailButtons(undefined);
  const google = await googleSaveUrlForMembership(wallet, { netId, paidSince: new Date() });
  return walletEmailButtons(emailLinks(wallet, google));
}

function applyMembershipPayment(config: MembershipConfig, mailer: Mailer, wallet?: WalletConfig): PaymentHandler {
  return async (tx: Tx, payment) => {
    const netId = payment.metadata.netId?.toLowerCase() ?? '';
    if (!isValidNetId(netId)) throw new Error(`Membership payment ${payment.checkoutSessionId} has no valid NetID`);
    const [added] = await insertPaidMembers(tx, [{ netId, source: 'payment', reference: payment.checkoutSessionId }]);
    await writeAudit(tx, {
      module: 'externalMembership',
      actor: payment.actor,
      target: netId,
      message: added
        ? `Paid membership (${dollars(payment.amountTotalCents)}, checkout ${payment.checkoutSessionId}).`
        : `Paid membership again while already a member (checkout ${payment.checkoutSessionId}).`,
    });
    if (!added) return;
    // A new paid member joins the chapter's mailing list (decision 0042), after commit.
    await enrolInListmonk(tx, config, [universityEmailOf(netId, config.EMAIL_DOMAIN)]);
    const paragraphs = [
      `Hello ${netId},`,
      `Thank you for paying the membership fee (${dollars(payment.amountTotalCents)}).\n` +
        `Your NetID ${netId} is now a paid member of ACM @ UIUC.`,
    ];
    const card = await membershipCardButtons(wallet, netId);
    const cardLead = 'Keep your membership card on your phone:';
    await mailer.enqueue(tx, {
      to: universityEmailOf(netId, config.EMAIL_DOMAIN),
      subject: 'Your ACM @ UIUC membership is confirmed',
      text: [...paragraphs, ...(card.text ? [`${cardLead}\n${card.text}`] : []), 'ACM @ UIUC'].join('\n\n'),
      html:
        paragraphs.map((p) => `<p>${escapeHtml(p).replace('\n', '<br>')}</p>`).join('') +
        (card.html ? `<p>${cardLead}</p>${card.html}` : '') +
        '<p>ACM @ UIUC</p>',
    });
  };
}

/** POST /api/v1/membership/import and `npm run members:import`: existing members, audited. */
export async function importMembers(
  db: Db,
  config: Pick<AppConfig, 'EMAIL_DOMAIN'> & IntegrationConfig,
  importer: { username: string; requestId?: string },
  netIds: string[],
): Promise<{ added: number; alreadyMembers: number }> {
  const unique = [...new Set(netIds)];
  return db.transaction(async (tx) => {
    const added = await insertPaidMembers(
      tx,
      unique.map((netId) => ({ netId, source: 'import' as const, reference: importer.username })),
    );
    await writeAudit(
      tx,
      added.map((netId) => ({
        module: 'externalMembership' as const,
        actor: importer.username,
        target: netId,
        message: 'Imported as a paid member.',
        ...(importer.requestId && { requestId: importer.requestId }),
      })),
    );
    await enrolInListmonk(
      tx,
      config,
      added.map((netId) => universityEmailOf(netId, config.EMAIL_DOMAIN)),
    );
    return { added: added.length, alreadyMembers: unique.length - added.length };
  });
}
