import { Alert } from '@mantine/core';
import { paymentsNotSetUpMessage } from '@cp/contracts/payments';
import { useClientConfig } from '../lib/get-client-config';

/** Whether this portal takes no payments (decision 0036): its pages say so instead of offering Pay. */
export const usePaymentsOff = () => useClientConfig().payments === 'off';

/** In place of Pay, Buy or Check out when the portal takes no payments. */
export function PaymentsOffAlert() {
  return <Alert color="yellow" role="status" title={paymentsNotSetUpMessage} />;
}
