import type { TshirtSize } from '@campus-threads/contract';

/**
 * The demo seller's campus drops (docs/decisions/0049), one in each state a drop page shows on a
 * first start: open and half way to its minimum, succeeded past a price tier (every buyer refunded
 * the difference), and failed (every buyer refunded in full).
 */
export type DemoDrop = {
  title: string;
  description: string;
  /** Which of the seller's approved Self Service t-shirts (oldest first). */
  design: number;
  minQuantity: number;
  maxQuantity: number | null;
  /** Rupees off the design's price, from this many people. */
  tiers: { minQuantity: number; off: number }[];
  /** Open: days until the deadline. Closed: the deadline was this many days ago. */
  days: number;
  outcome: 'open' | 'succeeded' | 'failed';
  /** One join per entry: who (0 = the demo customer, else a classmate), the size, the units. */
  joins: { buyer: number; size: TshirtSize; quantity: number }[];
};

/** Classmates who join the demo drops besides the demo customer (they cannot sign in). */
export const DEMO_CLASSMATES = [
  { fullName: 'Arjun Bora', phone: '9876500011' },
  { fullName: 'Meera Das', phone: '9876500012' },
  { fullName: 'Rahul Gogoi', phone: '9876500013' },
  { fullName: 'Sneha Kalita', phone: '9876500014' },
  { fullName: 'Vikram Saikia', phone: '9876500015' },
] as const;

export const DEMO_DROPS: DemoDrop[] = [
  {
    title: 'Kapili Hostel Night Tee',
    description:
      'The hostel night t-shirt for every Kapilian: printed together once 12 of us join, cheaper at 20 and 30.',
    design: 0,
    minQuantity: 12,
    maxQuantity: 40,
    tiers: [
      { minQuantity: 20, off: 50 },
      { minQuantity: 30, off: 80 },
    ],
    days: 5,
    outcome: 'open',
    joins: [
      { buyer: 1, size: 'M', quantity: 1 },
      { buyer: 2, size: 'L', quantity: 2 },
      { buyer: 3, size: 'S', quantity: 1 },
      { buyer: 4, size: 'M', quantity: 1 },
      { buyer: 5, size: 'XL', quantity: 1 },
    ],
  },
  {
    title: 'Techfest 2026 Crew Tee',
    description: 'For the volunteers of Techfest 2026: ₹50 off each once 8 join.',
    design: 1,
    minQuantity: 6,
    maxQuantity: 30,
    tiers: [{ minQuantity: 8, off: 50 }],
    days: 2,
    outcome: 'succeeded',
    joins: [
      { buyer: 0, size: 'M', quantity: 1 },
      { buyer: 1, size: 'L', quantity: 2 },
      { buyer: 2, size: 'M', quantity: 2 },
      { buyer: 3, size: 'S', quantity: 1 },
      { buyer: 4, size: 'XL', quantity: 1 },
      { buyer: 5, size: 'L', quantity: 2 },
    ],
  },
  {
    title: 'Physics Batch of 2027 Tee',
    description: 'The batch t-shirt for the farewell: needs 15 of us to print.',
    design: 2,
    minQuantity: 15,
    maxQuantity: null,
    tiers: [],
    days: 4,
    outcome: 'failed',
    joins: [
      { buyer: 0, size: 'L', quantity: 1 },
      { buyer: 2, size: 'M', quantity: 1 },
      { buyer: 4, size: 'S', quantity: 2 },
    ],
  },
];
