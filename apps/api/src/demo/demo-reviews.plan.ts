/**
 * The demo's reviews (docs/decisions/0052): real reviews of a few demo products by buyers who
 * bought them and saw them delivered, so cards and product pages show numbers that come from
 * reviews. Most are approved (some answered by the seller), one waits for the admin and one was
 * rejected, so the admin's tab has something in each status.
 */

/**
 * Buyers who write the demo reviews (they cannot sign in). The first four buy t-shirts the shop
 * ships, the last four goods the seller ships: one order each, so the seed moves few orders.
 */
export const DEMO_REVIEWERS = [
  { fullName: 'Priya Baruah', phone: '9876500021' },
  { fullName: 'Nikhil Hazarika', phone: '9876500022' },
  { fullName: 'Ankita Sharma', phone: '9876500023' },
  { fullName: 'Rohan Deka', phone: '9876500024' },
  { fullName: 'Ishita Kakoti', phone: '9876500025' },
  { fullName: 'Kabir Ahmed', phone: '9876500026' },
  { fullName: 'Meghna Phukan', phone: '9876500027' },
  { fullName: 'Arnab Bhuyan', phone: '9876500028' },
] as const;

export const demoReviewerEmail = (index: number) => `reviewer${index + 1}@campusthreads.test`;

export type DemoReview = {
  /** Index into DEMO_REVIEWERS: who bought the product and reviews it. */
  by: number;
  rating: number;
  comment: string;
  /** Approved unless said otherwise; a rejection gives its reason. */
  status?: 'pending' | 'rejected';
  reason?: string;
  /** The seller's answer (approved reviews only). */
  reply?: string;
};

export type DemoReviewedProduct = {
  kind: 'tshirt' | 'accessory';
  /** The product's title in demo-catalog.data.ts. */
  title: string;
  /** Whose product it is: the demo seller's, or the shop's own (the admin account). */
  soldBy: 'seller' | 'admin';
  /** Oldest first: the last one is the newest on the product page. */
  reviews: DemoReview[];
};

export const DEMO_REVIEWED_PRODUCTS: DemoReviewedProduct[] = [
  // Shipped by the shop: bought by reviewers 0 to 3.
  {
    kind: 'tshirt',
    title: 'One-Horned Rhino Tee',
    soldBy: 'seller',
    reviews: [
      {
        by: 0,
        rating: 5,
        comment: 'The rhino print is sharp and the colours have not faded after a month of washes.',
      },
      {
        by: 1,
        rating: 4,
        comment: 'Lovely design. Runs slightly large, so pick a size down if you like a snug fit.',
        reply: 'Thank you, Nikhil! We have added a note on the fit to the size guide.',
      },
      {
        by: 2,
        rating: 5,
        comment: 'Wore it to the Kaziranga trip and three people asked where I got it.',
      },
      {
        by: 3,
        rating: 4,
        comment: 'Good thick cotton, comfortable in the heat. Delivery took a week.',
      },
    ],
  },
  {
    kind: 'tshirt',
    title: 'Code Brackets Developer Tee',
    soldBy: 'seller',
    reviews: [
      {
        by: 0,
        rating: 5,
        comment: 'Wore it to the hackathon, instantly recognised by every CSE senior.',
      },
      {
        by: 2,
        rating: 3,
        comment: 'Design is great, but the size chart was confusing. Exchanged for an M.',
        reply: 'Sorry about the size chart, Ankita. We have made it clearer since.',
      },
      {
        by: 3,
        rating: 4,
        comment: 'Good print, comfortable for long lab hours.',
      },
    ],
  },
  {
    kind: 'tshirt',
    title: 'Campus Threads Originals Crest Tee',
    soldBy: 'admin',
    reviews: [
      {
        by: 1,
        rating: 5,
        comment: 'Classic fit and a crest that looks embroidered. My everyday tee now.',
      },
      {
        by: 3,
        rating: 4,
        comment: 'Simple and clean. Would love it in a maroon too.',
        reply: 'More colours are coming this semester. Thanks, Rohan!',
      },
    ],
  },
  // Shipped by the seller: bought by reviewers 4 to 7.
  {
    kind: 'tshirt',
    title: 'Cutting Chai Tee',
    soldBy: 'seller',
    reviews: [
      {
        by: 4,
        rating: 5,
        comment: 'Perfect for the canteen crowd. The print is soft and does not crack.',
        reply: 'Chai and a good tee, what else do we need! Thanks for the review.',
      },
      {
        by: 5,
        rating: 4,
        comment: 'Nice tee, the beige is a little lighter than in the photos.',
      },
      {
        by: 6,
        rating: 5,
        comment: 'The seller packed it with a handwritten note. Very sweet, great quality.',
      },
      {
        by: 7,
        rating: 3,
        comment: 'The fabric is fine but the neck got loose after a few washes.',
        status: 'pending',
      },
    ],
  },
  {
    kind: 'accessory',
    title: 'Tezpur University Ceramic Mug',
    soldBy: 'seller',
    reviews: [
      {
        by: 4,
        rating: 5,
        comment: 'Holds a proper amount of tea and the logo survives the dishwasher.',
      },
      {
        by: 5,
        rating: 4,
        comment: 'Nice mug, arrived well packed. The handle is a bit small.',
      },
      {
        by: 6,
        rating: 1,
        comment: 'Call me on my number for a better deal on mugs from my shop.',
        status: 'rejected',
        reason: 'Advertises another shop and shares a phone number',
      },
    ],
  },
  {
    kind: 'accessory',
    title: 'Steel Water Bottle: Stay Hydrated, Stay Curious',
    soldBy: 'seller',
    reviews: [
      {
        by: 6,
        rating: 5,
        comment: 'Keeps water cold through a whole afternoon of labs. No leaks at all.',
        reply: 'Stay hydrated, Meghna! Thank you for the kind words.',
      },
      {
        by: 7,
        rating: 4,
        comment: 'Sturdy bottle. The print has a small scratch already but works great.',
      },
    ],
  },
];
