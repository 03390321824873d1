import dayjs from 'dayjs';

/** A moment in the viewer's local time, e.g. "Mar 4, 2026 3:05 PM". */
export const formatDateTime = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

/** Active and not paid in full: what the home's "Unpaid payment links" card counts. */
export const isUnpaid = (link: { active: boolean; paidAmountUsd: number; invoiceAmountUsd: number }) =>
  link.active && link.paidAmountUsd < link.invoiceAmountUsd;
