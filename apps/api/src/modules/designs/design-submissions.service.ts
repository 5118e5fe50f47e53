import {
  CATALOG_MESSAGES,
  COLOR_PALETTE,
  type DesignSubmission,
  type Tshirt,
} from '@campus-threads/contract';
import { AppError } from '../../lib/errors';
import { toFileKey, type AssertUploadedBy } from '../../lib/file-keys';
import type { Viewer } from '../../lib/auth-guard';
import type { DesignsService } from './designs.service';

const hexOf = new Map<string, string>(COLOR_PALETTE.map((c) => [c.name, c.hex]));

/**
 * The seller's wizard, server side (docs/decisions/0017): a new design is stored pending, by the
 * signed-in seller; an edit by its seller replaces the seller's fields and sends it back to review
 * (an approved design leaves the shop until approved again); an admin's edit keeps its status.
 * Every file must be one the submitter uploaded, except files the design already had.
 */
export function createDesignSubmissions(deps: {
  designs: DesignsService;
  assertUploadedBy: AssertUploadedBy;
}) {
  const { designs, assertUploadedBy } = deps;

  async function submit(
    viewer: NonNullable<Viewer>,
    submission: DesignSubmission,
    editId?: string,
  ): Promise<Tshirt> {
    const existing = editId ? await designs.findWithSeller(editId) : undefined;
    if (editId && (!existing || (!viewer.isAdmin && existing.sellerId !== viewer.id))) {
      // Someone else's design reads as absent: its existence is not the caller's business.
      throw new AppError('NOT_FOUND', CATALOG_MESSAGES.tshirtNotFound);
    }

    const colorVariants = submission.colorVariants.map((v) => ({
      color: v.color,
      hex: hexOf.get(v.color)!,
      images: v.images.map(toFileKey),
    }));
    const proofFileKey = submission.proofFileUrl ? toFileKey(submission.proofFileUrl) : null;
    const had = new Set([
      ...(existing?.colorVariants.flatMap((v) => v.images) ?? []),
      ...(existing?.proofFileKey ? [existing.proofFileKey] : []),
    ]);
    const newImages = colorVariants.flatMap((v) => v.images).filter((k) => !had.has(k));
    await assertUploadedBy(viewer.id, newImages, 'tshirts');
    if (proofFileKey && !had.has(proofFileKey))
      await assertUploadedBy(viewer.id, [proofFileKey], 'documents');

    const fields = {
      title: submission.title,
      description: submission.description,
      pricePaise: submission.pricePaise,
      discountPricePaise: submission.discountPricePaise,
      deliveryPricePaise: submission.deliveryPricePaise,
      category: submission.category,
      subCategory: submission.subCategory,
      targetAudience: submission.targetAudience,
      hostelName: submission.hostelName,
      universityName: submission.universityName,
      departmentName: submission.departmentName,
      eventName: submission.eventName,
      proofFileKey,
      colorVariants,
      sizes: submission.sizes,
      printWithPlatform: submission.printWithTShirtBuddy,
      deliverWithPlatform: submission.deliverWithTShirtBuddy,
      // The seller's choice of name personalisation; not sent keeps the design's.
      ...(submission.customizable === undefined ? {} : { customizable: submission.customizable }),
    };

    if (!existing) {
      const row = await designs.createDesign({
        ...fields,
        sellerId: viewer.id,
        status: 'pending',
        customizable: submission.customizable ?? false,
        customizableParts: [],
      });
      return designs.getTshirt(row.id, viewer);
    }
    const sellerEdit = !viewer.isAdmin;
    // Colour prices and admin discounts follow their colour: a colour the edit removed loses them.
    const kept = new Set(colorVariants.map((v) => v.color));
    await designs.updateDesign(existing.id, {
      ...fields,
      colorPrices: existing.colorPrices.filter((c) => kept.has(c.color)),
      colorDiscounts: existing.colorDiscounts.filter((c) => kept.has(c.color)),
      ...(sellerEdit ? { status: 'pending', adminRemarks: null } : {}),
    });
    return designs.getTshirt(existing.id, viewer);
  }

  return { submit };
}
export type DesignSubmissions = ReturnType<typeof createDesignSubmissions>;
