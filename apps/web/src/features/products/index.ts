/**
 * Public surface of the products feature: the product card and grid, which carry the cart's Add to
 * cart and the wishlist's heart, and a product page's title with its heart.
 */
export { isValidCardTshirt, ProductCard } from './components/product-card';
export { ProductGrid } from './components/product-grid';
export { ProductTitle } from './components/product-title';
