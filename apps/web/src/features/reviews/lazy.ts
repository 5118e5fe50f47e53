/** The reviews section of a product or accessory page, loaded on demand below the fold. */
export { ReviewsSection } from './components/reviews-section';
