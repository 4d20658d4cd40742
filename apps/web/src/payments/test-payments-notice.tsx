import { usePaymentsConfig } from '../api/payments-config';
import { PaymentsNotice } from './payments-notice';

/** The "Test payments" notice of a surface the app draws, the provider asked for (payments-notice.tsx). */
export function TestPaymentsNotice() {
  return <PaymentsNotice provider={usePaymentsConfig().data?.provider} />;
}
