import { EarningsView } from '../components/earnings-view';

/** /dashboard/earnings: what the seller has earned, when it is paid, and where (docs/decisions/0048). */
export function EarningsPage() {
  return <EarningsView />;
}

export default EarningsPage;
