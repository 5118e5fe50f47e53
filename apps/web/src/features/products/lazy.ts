/**
 * A product page's "Check delivery" PIN box, loaded on demand: its look-up stays out of the
 * storefront's shared chunk, which every landing page (the home page too) downloads first.
 */
export { CheckDelivery } from './components/check-delivery';
