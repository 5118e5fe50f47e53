import { KNOWN_COURIERS, type BalanceMethod, type OrderStatus } from '@campus-threads/contract';

/** A move to `shipped` names the courier and its tracking number (docs/decisions/0048). */
export type Move = {
  to: OrderStatus;
  by: 'seller' | 'admin';
  remark: string;
  courier?: string;
  trackingNumber?: string;
};

const [INDIA_POST, DELHIVERY, BLUE_DART] = KNOWN_COURIERS;

export type Product =
  | {
      kind: 'tshirt';
      index: number;
      size: string;
      color?: string;
      quantity: number;
      /**
       * Which of the seller's t-shirts: a Self Service one (default), the Self Service one that
       * takes a 50% advance, or one the shop prints and ships (the seller earns a royalty).
       */
      from?: 'selfService' | 'advance' | 'shop';
    }
  | { kind: 'accessory'; index: number; quantity: number };

/**
 * The demo customer's purchases from the demo seller, and the status moves that bring each to its
 * place: mostly Self Service t-shirts and accessories the seller fulfils (the seller confirms,
 * ships with tracking or cancels with a reason; the shop (admin) moves some along), one t-shirt
 * the shop prints and ships (the seller's royalty), and one paid with the 50% advance whose balance
 * the seller collects at the door. With the holds and the payout below, the seller's earnings
 * show every state: pending, available, paid, reversed, and a collected balance.
 */
/**
 * Where some sales go besides the campus (docs/decisions/0066): the demo customer's orders to
 * their home towns and fests show the zones and delivery dates across India.
 */
export const DEMO_DESTINATIONS = {
  iitBombay: {
    address: 'Room 7, Hostel 4, IIT Bombay, Powai',
    pinCode: '400076',
    district: 'Mumbai Suburban',
    state: 'Maharashtra',
  },
  guwahati: {
    address: 'Block C, IIT Guwahati, North Amingaon',
    pinCode: '781039',
    district: 'Kamrup',
    state: 'Assam',
  },
  hyderabad: {
    address: 'Gate 2, University of Hyderabad, Gachibowli',
    pinCode: '500046',
    district: 'Ranga Reddy',
    state: 'Telangana',
  },
  delhi: {
    address: 'Nilgiri Hostel, IIT Delhi, Hauz Khas',
    pinCode: '110016',
    district: 'South',
    state: 'Delhi',
  },
} as const;

/** The demo seller ships Self Service parcels from the campus. */
export const DEMO_SELLER_PICKUP = {
  address: 'Design Lab, Tezpur University, Napaam',
  pinCode: '784028',
} as const;

export type DemoSale = {
  product: Product;
  /** Delivered elsewhere than the campus hostel. */
  to?: keyof typeof DEMO_DESTINATIONS;
  moves: Move[];
  /** Bought with the 50% advance. */
  partial?: boolean;
  /**
   * The earnings page's money (docs/decisions/0048): the hold of this delivered sale is counted
   * from a week and a day ago, so its earning is available now, as an order delivered last week
   * would be; `payout` then pays the seller everything available.
   */
  holdPassed?: boolean;
  payout?: boolean;
  /** The balance of the advance, collected at the door by the seller once delivered. */
  balance?: BalanceMethod;
};

export const SALES: DemoSale[] = [
  { product: { kind: 'tshirt', index: 0, size: 'M', quantity: 1 }, moves: [] },
  { product: { kind: 'accessory', index: 0, quantity: 2 }, moves: [] },
  {
    product: { kind: 'tshirt', index: 1, size: 'L', quantity: 2 },
    to: 'iitBombay',
    moves: [{ to: 'confirmed', by: 'seller', remark: 'Printing this week' }],
  },
  {
    product: { kind: 'accessory', index: 1, quantity: 1 },
    to: 'guwahati',
    moves: [
      { to: 'confirmed', by: 'seller', remark: '' },
      {
        to: 'shipped',
        by: 'admin',
        remark: 'Handed to the courier',
        courier: DELHIVERY.name,
        trackingNumber: '1490821234567',
      },
    ],
  },
  {
    product: { kind: 'tshirt', index: 0, size: 'S', quantity: 1 },
    moves: [
      { to: 'confirmed', by: 'seller', remark: '' },
      {
        to: 'shipped',
        by: 'admin',
        remark: '',
        courier: INDIA_POST.name,
        trackingNumber: 'EE482913576IN',
      },
      { to: 'out_for_delivery', by: 'admin', remark: '' },
      { to: 'delivered', by: 'admin', remark: 'Delivered at the hostel gate' },
    ],
    holdPassed: true,
    payout: true,
  },
  {
    product: { kind: 'accessory', index: 0, quantity: 1 },
    moves: [
      { to: 'cancelled', by: 'seller', remark: 'Out of stock in this colour, refund issued' },
    ],
  },
  {
    product: { kind: 'accessory', index: 1, quantity: 2 },
    moves: [
      { to: 'confirmed', by: 'seller', remark: '' },
      {
        to: 'shipped',
        by: 'seller',
        remark: 'Packed with care',
        courier: BLUE_DART.name,
        trackingNumber: '69521047388',
      },
      { to: 'out_for_delivery', by: 'seller', remark: '' },
      { to: 'delivered', by: 'seller', remark: 'Handed over at the library' },
    ],
    holdPassed: true,
  },
  {
    product: { kind: 'tshirt', index: 0, size: 'L', quantity: 1, from: 'shop' },
    to: 'hyderabad',
    moves: [{ to: 'confirmed', by: 'admin', remark: 'In the print queue' }],
  },
  {
    product: { kind: 'tshirt', index: 0, size: 'M', quantity: 2, from: 'advance' },
    partial: true,
    moves: [
      { to: 'confirmed', by: 'seller', remark: '' },
      {
        to: 'shipped',
        by: 'seller',
        remark: '',
        courier: DELHIVERY.name,
        trackingNumber: '1490821239876',
      },
      { to: 'out_for_delivery', by: 'seller', remark: '' },
      { to: 'delivered', by: 'seller', remark: 'Delivered to Room 214' },
    ],
    balance: 'cash',
  },
  {
    // An advance still owed at the door: the buyer's balance due and the dashboard's figure.
    product: { kind: 'tshirt', index: 0, size: 'L', quantity: 1, from: 'advance' },
    to: 'delhi',
    partial: true,
    moves: [{ to: 'confirmed', by: 'seller', remark: 'Printing this week' }],
  },
];
