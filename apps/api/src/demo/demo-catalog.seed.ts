import { availableParallelism } from 'node:os';
import { DEFAULT_ACCESSORY_WEIGHT_GRAMS, DEMO_ACCOUNTS } from '@campus-threads/contract';
import type { Db } from '../db/client';
import { insertSeedAccessories, type NewAccessoryRow } from '../modules/accessories/accessory-seed';
import {
  hasNoDesigns,
  insertDesignsIfNone,
  type NewDesignRow,
  type StoredColorVariant,
} from '../modules/designs/design-seed';
import type { Storage } from '../lib/storage';
import { sortPriceOf } from '../modules/designs/design-pricing';
import type { UploadsService } from '../modules/uploads/uploads.service';
import type { UsersService } from '../modules/users/users.service';
import { proofOfAuthorityPdf } from './proof-pdf';
import { DEMO_ACCESSORIES, DEMO_COLORS, DEMO_DESIGNS, type DemoDesign } from './demo-catalog.data';
import { createDemoImageRenderer, type DemoImageStats } from './demo-images';

/**
 * Fills an empty catalogue with the demo designs and accessories (demo-catalog.data.ts) and
 * their generated images. Runs at start-up when SEED_DEMO is on, after the demo accounts exist.
 */

export type DemoCatalogResult =
  | { seeded: false; reason: string }
  | {
      seeded: true;
      designs: number;
      approved: number;
      accessories: number;
      images: DemoImageStats & { planned: number };
      /** Draws the images planned with `images: 'later'` (nothing left to draw otherwise). */
      drawImages: (concurrency?: number) => Promise<DemoImageStats & { ms: number }>;
      ms: number;
    };

export type DemoCatalogDeps = {
  db: Db;
  users: Pick<UsersService, 'findByEmail'>;
  storage: Storage;
  uploads: Pick<UploadsService, 'recordStoredFile'>;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const paise = (rupees: number) => Math.round(rupees * 100);

/** What the demo's accessories weigh packed, by category (grams): a bottle is not a sticker. */
const DEMO_ACCESSORY_WEIGHTS: Readonly<Record<string, number>> = {
  Bags: 450,
  Drinkware: 380,
  Headwear: 120,
  'ID & Lanyards': 40,
  Keychains: 30,
  Stationery: 250,
  'Stickers & Pins': 20,
  Technical: 300,
};

/** Runs `fn` over items with at most `limit` in flight, keeping the results in order. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function accountId(email: string, users: DemoCatalogDeps['users']) {
  return users.findByEmail(email).then((user) => user?.id);
}

export function demoDesignRow(
  design: DemoDesign,
  index: number,
  ids: { sellerId: string; adminId: string },
  colorVariants: StoredColorVariant[],
  now: Date,
): NewDesignRow {
  const saleEndTime =
    design.discount?.sale === 'running'
      ? new Date(now.getTime() + (2 + (index % 6)) * DAY + (index % 5) * HOUR)
      : design.discount?.sale === 'ended'
        ? new Date(now.getTime() - 2 * DAY)
        : null;
  const priced = {
    pricePaise: paise(design.price),
    discountPricePaise: design.discount ? paise(design.discount.price) : null,
    saleEndTime,
    colorVariants,
    colorPrices: (design.colorPrices ?? []).map((c) => ({
      color: c.color,
      pricePaise: paise(c.price),
      discountPricePaise: c.discount === undefined ? null : paise(c.discount),
    })),
    colorDiscounts: (design.colorDiscounts ?? []).map((c) => ({
      color: c.color,
      discountPricePaise: paise(c.price),
    })),
  };
  const status = design.status ?? 'approved';
  return {
    ...priced,
    sellerId: design.soldBy === 'admin' ? ids.adminId : ids.sellerId,
    title: design.title,
    description: design.description,
    deliveryPricePaise: paise(design.deliveryPrice ?? 0),
    ...sortPriceOf(priced, now),
    category: design.category,
    subCategory: design.subCategory ?? null,
    targetAudience: design.audience,
    hostelName: design.hostel ?? null,
    universityName: design.university ?? null,
    departmentName: design.department ?? null,
    eventName: design.event ?? null,
    printWithPlatform: !design.selfService,
    deliverWithPlatform: !design.selfService,
    customizable: (design.customizableParts?.length ?? 0) > 0,
    customizableParts: design.customizableParts ?? [],
    allowPartialPayment: design.allowPartialPayment ?? false,
    deliveryConfig: {
      allowCustomDeliveryDays: false,
      customDeliveryDays: null,
      defaultDeliveryDays: design.category === 'event' ? 7 : 10,
    },
    status,
    adminRemarks: design.adminRemarks ?? null,
    // Newest first in the order of the data file, a few hours apart.
    createdAt: new Date(now.getTime() - index * 5 * HOUR - 10 * 60_000),
    updatedAt: new Date(now.getTime() - index * 5 * HOUR - 10 * 60_000),
  };
}

/**
 * Writes a whole catalogue in one transaction, unless designs appeared meanwhile (two processes
 * seeding at once). Answers whether it wrote.
 */
async function insertCatalogIfEmpty(
  db: Db,
  rows: { designs: readonly NewDesignRow[]; accessories: readonly NewAccessoryRow[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await insertDesignsIfNone(tx, rows.designs))) return false;
    await insertSeedAccessories(tx, rows.accessories);
    return true;
  });
}

/** Seeds the demo catalogue when the designs table is empty and the demo seller exists. */
export async function seedDemoCatalog(
  deps: DemoCatalogDeps,
  options: {
    now?: Date;
    concurrency?: number;
    /** `later`: rows now, pictures when `drawImages` is called (a first start, 0064). */
    images?: 'now' | 'later';
  } = {},
): Promise<DemoCatalogResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  if (!(await hasNoDesigns(deps.db)))
    return { seeded: false, reason: 'the catalogue is not empty' };

  const seller = DEMO_ACCOUNTS.find((a) => a.role === 'seller');
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin');
  const sellerId = seller && (await accountId(seller.email, deps.users));
  const adminId = admin && (await accountId(admin.email, deps.users));
  if (!sellerId || !adminId) return { seeded: false, reason: 'the demo accounts do not exist' };

  const renderer = createDemoImageRenderer(deps.storage, { later: options.images === 'later' });
  const concurrency = options.concurrency ?? Math.max(2, Math.min(6, availableParallelism() * 2));

  // One job per colour, so the work spreads evenly over the workers.
  const colourJobs = DEMO_DESIGNS.flatMap((design, designIndex) =>
    design.colors.map((color, colorIndex) => ({ design, designIndex, color, colorIndex })),
  );
  const colourImages = await mapLimit(
    colourJobs,
    concurrency,
    ({ design, designIndex, color, colorIndex }) =>
      renderer.tshirtImages({
        slug: `${designIndex + 1}-${design.title}`,
        color,
        hex: DEMO_COLORS[color],
        motif: design.motif,
        // Every colour has its front; the default colour also its back and a close-up of the print.
        back: colorIndex === 0,
        closeUp: colorIndex === 0,
      }),
  );
  const accessoryImages = await mapLimit(DEMO_ACCESSORIES, concurrency, (accessory, index) =>
    renderer.accessoryImages({ slug: `${index + 1}-${accessory.title}`, art: accessory.art }),
  );

  const designRows = DEMO_DESIGNS.map((design, index) => {
    const colorVariants: StoredColorVariant[] = design.colors.map((color) => ({
      color,
      hex: DEMO_COLORS[color],
      images:
        colourImages[
          colourJobs.findIndex((job) => job.designIndex === index && job.color === color)
        ] ?? [],
    }));
    return demoDesignRow(design, index, { sellerId, adminId }, colorVariants, now);
  });

  const accessoryRows: NewAccessoryRow[] = DEMO_ACCESSORIES.map((accessory, index) => ({
    sellerId,
    title: accessory.title,
    description: accessory.description,
    pricePaise: paise(accessory.price),
    discountPricePaise: accessory.discount === undefined ? null : paise(accessory.discount),
    deliveryPricePaise: paise(accessory.deliveryPrice ?? 0),
    images: accessoryImages[index] ?? [],
    stock: accessory.stock,
    weightGrams: DEMO_ACCESSORY_WEIGHTS[accessory.category] ?? DEFAULT_ACCESSORY_WEIGHT_GRAMS,
    status: 'active',
    category: accessory.category,
    subCategory: accessory.subCategory ?? null,
    universityName: accessory.university ?? null,
    departmentName: accessory.department ?? null,
    isAllDepartments: accessory.isAllDepartments ?? false,
    isTechnical: accessory.isTechnical ?? false,
    specifications: accessory.specifications ?? {},
    createdAt: new Date(now.getTime() - index * 7 * HOUR - 5 * 60_000),
    updatedAt: new Date(now.getTime() - index * 7 * HOUR - 5 * 60_000),
  }));

  // Hostel, university and event designs carry a proof of authority (spec: seller-admin §5),
  // private to their seller and admins like an uploaded one.
  await mapLimit(designRows, concurrency, async (row, index) => {
    const design = DEMO_DESIGNS[index]!;
    const body = design.hostel ?? design.university ?? design.event;
    if (design.category === 'casual' || !body) return;
    const fileKey = `documents/${row.sellerId}/demo-proof-${index + 1}.pdf`;
    await deps.uploads.recordStoredFile({
      userId: row.sellerId,
      fileKey,
      category: 'documents',
      fileName: `proof-${index + 1}.pdf`,
      contentType: 'application/pdf',
      bytes: proofOfAuthorityPdf([
        'Proof of authority',
        `${body}${design.department ? `, ${design.department}` : ''}`,
        `We allow the design "${design.title}" to be printed and sold`,
        'on Campus Threads by its seller. (Demo document.)',
      ]),
    });
    row.proofFileKey = fileKey;
  });

  await insertCatalogIfEmpty(deps.db, { designs: designRows, accessories: accessoryRows });

  return {
    seeded: true,
    designs: designRows.length,
    approved: designRows.filter((d) => d.status === 'approved').length,
    accessories: accessoryRows.length,
    images: { ...renderer.stats, planned: renderer.planned() },
    // One at a time by default: on a small machine the other cores stay with the requests.
    async drawImages(drawConcurrency = 1) {
      const drawStarted = performance.now();
      await renderer.drawPlanned(drawConcurrency);
      return { ...renderer.stats, ms: Math.round(performance.now() - drawStarted) };
    },
    ms: Math.round(performance.now() - started),
  };
}
