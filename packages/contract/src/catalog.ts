/**
 * The catalogue as the API sends it (spec: storefront §3). Money is in rupees in JSON.
 * In list responses every image URL is a card-sized WebP thumbnail; the detail response
 * carries full-size images and the thumbnails separately.
 */

export const TARGET_AUDIENCES = ['MEN', 'LADIES'] as const;
export type TargetAudience = (typeof TARGET_AUDIENCES)[number];
export const DEFAULT_TARGET_AUDIENCE: TargetAudience = 'LADIES';

export const TSHIRT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export type TshirtSize = (typeof TSHIRT_SIZES)[number];
export const DEFAULT_SIZE: TshirtSize = 'M';
export const DEFAULT_COLOR = 'White';

/** The colours a seller may offer and an admin may discount (spec: seller-admin "Color palette (15)"). */
export const COLOR_PALETTE = [
  { name: 'White', hex: '#ffffff' },
  { name: 'Black', hex: '#161616' },
  { name: 'Gray', hex: '#8a8d91' },
  { name: 'Navy Blue', hex: '#1f2a44' },
  { name: 'Red', hex: '#c62828' },
  { name: 'Green', hex: '#2e7d32' },
  { name: 'Blue', hex: '#1e4fb3' },
  { name: 'Yellow', hex: '#f2c230' },
  { name: 'Purple', hex: '#5b2a86' },
  { name: 'Pink', hex: '#f5a3bd' },
  { name: 'Orange', hex: '#ef6c00' },
  { name: 'Brown', hex: '#6d4c3d' },
  { name: 'Beige', hex: '#e6d5b8' },
  { name: 'Maroon', hex: '#7b1e2b' },
  { name: 'Olive', hex: '#5f6136' },
] as const;
export type PaletteColorName = (typeof COLOR_PALETTE)[number]['name'];

export const PRODUCT_TYPES = ['tshirt', 'accessory'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const DESIGN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];

/**
 * The spec's three sorts, and `topRated`: the approved reviews' average, then how many,
 * then newest.
 */
export const TSHIRT_SORTS = ['newest', 'priceLow', 'priceHigh', 'topRated'] as const;
export type TshirtSort = (typeof TSHIRT_SORTS)[number];
export const TSHIRT_SORT_LABELS: Record<TshirtSort, string> = {
  newest: 'Newest',
  priceLow: 'Price: Low to High',
  priceHigh: 'Price: High to Low',
  topRated: 'Top Rated',
};

export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;
export const RELATED_ITEMS_MAX = 4;
export const CARD_SWATCHES_MAX = 4;
export const HOVER_ROTATION_MS = 1_500;
export const DEFAULT_DELIVERY_DAYS = 10;
export const SUGGESTIONS_MAX = 10;

/** Image sizes (px) the server makes; cards reserve the thumbnail's aspect ratio (4:5). */
export const IMAGE_SIZES = {
  thumbnail: { width: 480, height: 600 },
  full: { width: 1000, height: 1250 },
} as const;

/** Size guide in inches (spec: storefront §2; the column the spec heads "Height" is the length). */
export const SIZE_GUIDE = [
  { size: 'XS', chest: 36, length: 26, sleeve: 7 },
  { size: 'S', chest: 38, length: 27, sleeve: 7.5 },
  { size: 'M', chest: 40, length: 28, sleeve: 8 },
  { size: 'L', chest: 42, length: 29, sleeve: 8 },
  { size: 'XL', chest: 44, length: 30, sleeve: 8.5 },
  { size: 'XXL', chest: 46, length: 30, sleeve: 9 },
] as const;

export const ACCESSORY_STATUSES = ['active', 'inactive'] as const;
export type AccessoryStatus = (typeof ACCESSORY_STATUSES)[number];
export const TECHNICAL_FILTERS = ['all', 'technical', 'non-technical'] as const;
export type TechnicalFilter = (typeof TECHNICAL_FILTERS)[number];
export const TECHNICAL_FILTER_LABELS: Record<TechnicalFilter, string> = {
  all: 'All Types',
  technical: 'Technical',
  'non-technical': 'Non-Technical',
};

/** Trim, drop empties, de-duplicate case-insensitively, put entries mentioning `related` first, cap at 10. */
export function rankSuggestions(
  values: readonly string[],
  related?: string,
  max = SUGGESTIONS_MAX,
): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    unique.push(value);
  }
  const hint = related?.trim().toLowerCase();
  const ranked = hint
    ? [
        ...unique.filter((v) => v.toLowerCase().includes(hint)),
        ...unique.filter((v) => !v.toLowerCase().includes(hint)),
      ]
    : unique;
  return ranked.slice(0, max);
}

/** A t-shirt or accessory id from a route or body: undefined, null, '' and 'undefined' are invalid. */
export function isPresentId(id: unknown): id is string {
  return typeof id === 'string' && id.trim() !== '' && id !== 'undefined' && id !== 'null';
}

export const CATALOG_MESSAGES = {
  invalidTshirtId: 'Invalid t-shirt ID',
  invalidAccessoryId: 'Invalid accessory ID',
  tshirtNotFound: 'T-shirt not found',
  accessoryNotFound: 'Accessory not found',
  loadTshirtsFailed: 'Failed to load t-shirts',
  loadAccessoriesFailed: 'Failed to load accessories',
  productDataError: 'Product data error',
  productMayBeRemoved: 'This item may have been removed',
  comingSoon: 'Coming soon...',
  stayTuned: "Stay tuned! We're launching it shortly!",
  noAccessories: 'No accessories found',
  adjustFilters: 'Try adjusting your search or filter criteria',
  loadingProduct: 'Loading product...',
  loadingAccessory: 'Loading your perfect accessory...',
  saleEnded: 'Sale ended',
  invalidDate: 'Invalid date format',
  notInStores: 'NOT AVAILABLE IN STORES',
  invalidDiscount: 'Invalid discount',
  discountCap: '(Discount cannot exceed 99%)',
  outOfStock: 'Out of Stock',
  noImages: 'No images available',
  connectionError: 'Connection Error',
  productsLoadIssue:
    'There was an issue loading products. Please check your connection and try again.',
  credentialsLoadFailed: 'Failed to load credentials. Please try again.',
  selectSizeAndColor: 'Please select size and color',
  productNotLoaded: 'Product data is not properly loaded. Please try again.',
  enterCustomName: 'Please enter your name for customization',
  linkCopied: 'Product link copied to clipboard!',
  shareFailed: 'Failed to share product',
  invalidProductData: 'Invalid product data',
  addedToCart: 'Added to cart',
  addedToCartCustomizable: 'Added to cart. View product details for customization options!',
  addToCartFailed: 'Failed to add item to cart',
  addedToWishlist: 'Added to wishlist',
  removedFromWishlist: 'Removed from wishlist',
  wishlistUpdateFailed: 'Failed to update wishlist',
} as const;

export const CREDENTIAL_MESSAGES = {
  hostelNameMin: 'Hostel name must be at least 2 characters',
  universityNameMin: 'University name must be at least 2 characters',
  departmentNameMin: 'Department name must be at least 2 characters',
  eventNameMin: 'Event name must be at least 2 characters',
  hostelEmptyHint: 'Try typing a hostel name or select from the list',
  departmentEmptyHint: 'Try typing a department name or select from the list',
} as const;
export const CREDENTIAL_MIN_LENGTH = 2;
export const SUGGESTION_DEBOUNCE_MS = 500;
