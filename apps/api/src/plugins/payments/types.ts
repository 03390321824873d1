import type { Tx } from '../../db/client';

/**
 * The payments service: one interface, two implementations chosen by configuration (Stripe
 * through the official SDK when STRIPE_SECRET_KEY is set, the local provider otherwise). Modules
 * (payment links, tickets, memberships) call this, never Stripe directly. Amounts are in cents.
 */
export interface Payments {
  /** 'off': nothing can be paid (production without a provider, decision 0036). */
  kind: 'stripe' | 'local' | 'off';
  /** A hosted checkout (Stripe Checkout, or the local page /checkout/{id}). */
  createCheckoutSession(request: CheckoutRequest): Promise<HostedPayment>;
  /** A reusable link (a Stripe Payment Link, or the local page /pay/{id}). */
  createPaymentLink(request: PaymentLinkRequest): Promise<HostedPayment>;
  deactivatePaymentLink(id: string): Promise<void>;
  /** Refunds a completed payment in full, or `amountCents` of it. */
  refund(request: RefundRequest): Promise<{ id: string }>;
}

export interface LineItem {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CheckoutRequest {
  lineItems: LineItem[];
  customerEmail?: string;
  /**
   * Travels with the payment and comes back in `PaymentCompleted.metadata`. `purpose` names the
   * handler that applies the payment (see PaymentHandlers), e.g. 'ticket', 'merch', 'membership'.
   */
  metadata: { purpose: string } & Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /**
   * When what the checkout holds is given back: the session takes no payment after it (decision
   * 0036). Stripe takes no end sooner than 30 minutes ahead, so its session may end a little later.
   */
  expiresAt?: Date;
  /** The same key returns the same session (retries never create a second one). */
  idempotencyKey: string;
}

export interface PaymentLinkRequest {
  name: string;
  amountCents: number;
  metadata: { purpose: string } & Record<string, string>;
  idempotencyKey: string;
}

export interface RefundRequest {
  paymentIntentId: string;
  amountCents?: number;
  metadata?: Record<string, string>;
  idempotencyKey: string;
}

export interface HostedPayment {
  id: string;
  url: string;
}

/** A successful payment, the same whether Stripe's webhook or the local "Pay" button reported it. */
export interface PaymentCompleted {
  /** The provider's event id: each is applied exactly once. */
  eventId: string;
  checkoutSessionId: string;
  paymentLinkId: string | null;
  paymentIntentId: string;
  amountTotalCents: number;
  /** Lower-case ISO 4217 code, as Stripe gives it ('usd'). */
  currency: string;
  customerEmail: string | null;
  customerName: string | null;
  metadata: Record<string, string>;
  /** 'stripe' or 'local-payments': the actor of the audit entries the handler writes. */
  actor: string;
}

/** What a handler may ask for besides the transaction. */
export interface PaymentContext {
  /**
   * Runs `task` after the transaction commits (e.g. deactivating a payment link at Stripe: a
   * network call does not belong inside the transaction). A failing task is logged, not retried.
   */
  afterCommit(task: () => Promise<void>): void;
}

/**
 * Applies a completed payment for one purpose. It runs inside the webhook's transaction, the one
 * that also records the event id as processed, so it is applied exactly once or not at all. A
 * handler that throws rolls everything back (Stripe then delivers the event again).
 */
export type PaymentHandler = (tx: Tx, payment: PaymentCompleted, context: PaymentContext) => Promise<void>;

/** What one purpose ('ticket', 'membership', …) does with the payments made for it. */
export interface PaymentPurpose {
  /**
   * The amount in cents (USD) the portal asked for this payment, from its own records, or null
   * when it asked for none. A payment of any other amount or currency applies nothing: a signed
   * event is the provider's word that money moved, not that the buyer paid what was asked.
   */
  expectedCents(tx: Tx, payment: PaymentCompleted): Promise<number | null>;
  apply: PaymentHandler;
  /** A checkout that ended unpaid (cancelled, or expired at the provider) gives back what it held. */
  release?(tx: Tx, metadata: Record<string, string>): Promise<void>;
}

export interface PaymentHandlers {
  /** One per purpose; registering a purpose twice throws. */
  register(purpose: string, handler: PaymentPurpose): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
    paymentHandlers: PaymentHandlers;
  }
}
