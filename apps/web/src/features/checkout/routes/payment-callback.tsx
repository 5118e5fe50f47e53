import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function PaymentCallbackPage() {
  return <ComingSoon title="Payment status" />;
}

export default PaymentCallbackPage;
