import {
  CATALOG_MESSAGES,
  CUSTOMIZATION_FEE_PAISE,
  DEFAULT_COLOR,
  DEFAULT_SIZE,
  QUANTITY_MIN,
  TSHIRT_SIZES,
  type Tshirt,
} from '@campus-threads/contract';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { swatchesOf } from '@/components/product/color-swatches';
import { priceDisplay, quoteForColor } from '@/components/product/price';
import { startBuyNow, tshirtCartItem, useCartActions, type CartItem } from '@/features/cart';
import { notify } from '@/lib/notify';

/** The sizes this t-shirt comes in, in the shop's order (all of them when it lists none). */
export function availableSizesOf(tshirt: Pick<Tshirt, 'sizes'>): string[] {
  return tshirt.sizes?.length
    ? TSHIRT_SIZES.filter((s) => tshirt.sizes.includes(s))
    : [...TSHIRT_SIZES];
}

/** M when offered, else the first size offered (spec: storefront §2). */
export function defaultSizeOf(available: readonly string[]): string | null {
  return available.includes(DEFAULT_SIZE) ? DEFAULT_SIZE : (available[0] ?? null);
}

/**
 * What the shopper chooses on a t-shirt's page (colour, size, quantity, a printed name, the
 * picture shown) and what follows from it: the colour's images and price, and the cart line that
 * Add to Cart and Buy Now send (spec: storefront §2, §5).
 */
export function usePurchaseOptions(tshirt: Tshirt) {
  const navigate = useNavigate();
  const cart = useCartActions();
  const swatches = swatchesOf(tshirt);
  const availableSizes = availableSizesOf(tshirt);

  const [pickedColor, setPickedColor] = useState<string | null>(null);
  const [size, setSize] = useState<string | null>(() => defaultSizeOf(availableSizes));
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const [customise, setCustomise] = useState(false);
  const [customName, setCustomNameState] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [image, setImage] = useState<{ color: string | null; index: number }>({
    color: null,
    index: 0,
  });
  // A sale that ends while the page is open reprices it.
  const [, setRepriced] = useState(0);
  const onSaleEnd = useCallback(() => setRepriced((n) => n + 1), []);

  const color = pickedColor ?? swatches[0]?.color ?? DEFAULT_COLOR;
  const variant = tshirt.colorVariants?.find((v) => v.color === color);
  const images = variant?.images?.length ? variant.images : tshirt.images;
  const thumbnails = variant?.images?.length ? variant.thumbnails : tshirt.images;
  // Another colour starts on its first picture.
  const imageIndex = image.color === color ? image.index : 0;

  const quote = quoteForColor(tshirt, color);
  const display = priceDisplay(quote, customise ? CUSTOMIZATION_FEE_PAISE : 0);

  const setCustomName = (value: string) => {
    setCustomNameState(value);
    if (nameError) setNameError(null);
  };

  const toggleCustomise = () => {
    setCustomise((on) => {
      if (on) setCustomNameState('');
      return !on;
    });
    setNameError(null);
  };

  /** Validate (spec §5) and build the cart line, or show why not. */
  const buildItem = (): CartItem | null => {
    if (!tshirt.title || !(tshirt.price > 0)) {
      notify.error(CATALOG_MESSAGES.productNotLoaded);
      return null;
    }
    if (!size || !color) {
      notify.error(CATALOG_MESSAGES.selectSizeAndColor);
      return null;
    }
    if (customise && !customName.trim()) {
      setNameError(CATALOG_MESSAGES.enterCustomName);
      notify.error(CATALOG_MESSAGES.enterCustomName);
      return null;
    }
    return tshirtCartItem({
      tshirt,
      size,
      color,
      quantity,
      unitPricePaise: quote.finalPrice,
      basePricePaise: quote.basePrice,
      customName: customise ? customName : '',
      imageUrl: thumbnails[0] ?? images[0],
    });
  };

  const addToCart = () => {
    const item = buildItem();
    if (item) void cart.add(item);
  };

  const buyNow = () => {
    const item = buildItem();
    if (!item) return;
    try {
      startBuyNow(item);
      void navigate('/buy-now');
    } catch {
      notify.error(CATALOG_MESSAGES.addToCartFailed);
    }
  };

  return {
    swatches,
    color,
    setColor: setPickedColor,
    availableSizes,
    size,
    setSize,
    quantity,
    setQuantity,
    customise,
    toggleCustomise,
    customName,
    setCustomName,
    nameError,
    images,
    thumbnails,
    imageIndex,
    setImageIndex: (index: number) => setImage({ color, index }),
    display,
    onSaleEnd,
    addToCart,
    buyNow,
  };
}

export type PurchaseOptions = ReturnType<typeof usePurchaseOptions>;
