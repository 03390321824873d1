import type { PaymentLink } from '@cp/contracts/payment-links';

export interface PaymentLinksViewProps {
  /** undefined while loading. */
  links: PaymentLink[] | undefined;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  currentUser: string;
  /** Links whose invoice id another listed link has too: both are shown, and marked. */
  sharedInvoice: ReadonlySet<string>;
}
