/**
 * The shop's collections (spec: storefront §2). T-shirts belong to one of the four t-shirt
 * categories; the home tiles and the footer add accessories. Hostel, university, event and
 * accessories are browsed through the credential dialog (/credential/{category}).
 */
export const TSHIRT_CATEGORIES = ['casual', 'hostel', 'university', 'event'] as const;
export type TshirtCategory = (typeof TSHIRT_CATEGORIES)[number];

export const CREDENTIAL_CATEGORIES = ['hostel', 'university', 'event', 'accessories'] as const;
export type CredentialCategory = (typeof CREDENTIAL_CATEGORIES)[number];

export const SHOP_COLLECTIONS = ['casual', 'hostel', 'university', 'event', 'accessories'] as const;
export type ShopCollection = (typeof SHOP_COLLECTIONS)[number];

export function isTshirtCategory(value: string | undefined): value is TshirtCategory {
  return (TSHIRT_CATEGORIES as readonly string[]).includes(value ?? '');
}

export function isCredentialCategory(value: string | undefined): value is CredentialCategory {
  return (CREDENTIAL_CATEGORIES as readonly string[]).includes(value ?? '');
}
