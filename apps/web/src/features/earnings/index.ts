export { usePayoutDetails } from './api/get-payout-details';
export { PayoutDetailsForm } from './components/payout-details-form';
