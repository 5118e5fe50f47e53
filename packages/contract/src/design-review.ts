import type { DesignStatus } from './catalog';

/** What an admin's review may set a design to (spec: seller-admin §4). */
export const DESIGN_REVIEW_OUTCOMES = [
  'approved',
  'rejected',
] as const satisfies readonly DesignStatus[];

/** Admin review of a design (spec: seller-admin §4). */
export const DESIGN_REVIEW_MESSAGES = {
  reasonRequired: 'Please provide a reason for rejection',
  notAllowed: (from: string, to: string) => `A ${from} design cannot be ${to}`,
  approvedNotice: (title: string) => `Your design "${title}" is approved and now in the shop.`,
  rejectedNotice: (title: string, reason: string) =>
    `Your design "${title}" was not approved: ${reason}`,
} as const;
