/** Public surface of the earnings feature: the payout details form and its query, for the account settings. */
export { usePayoutDetails } from './api/get-payout-details';
export { PayoutDetailsForm } from './components/payout-details-form';
export { PickupAddressCard } from './components/pickup-address-card';
