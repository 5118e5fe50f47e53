import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentsOf } from './comments';
import { repoRoot, sourceFiles } from './repo-files';

/**
 * No issue numbers in comments (docs/decisions/0062): the word issue or issues followed by a
 * number, with or without a hash, or a bare hash and a number, tells a reader nothing unless they
 * go and look it up, and the tracker may be gone by then. A comment says in words why the code is
 * as it is; a decision record (docs/decisions/NNNN) may be named, as it lives in the repository.
 * Commit messages and docs/ are not read here. Comments only: a string such as an order's
 * "#" and short id is text the shop shows.
 */
const ISSUE_NUMBER = /\bissues?\s+#?\d+|(?<![\w&/])#\d{1,5}\b(?![-\w])/gi;

/**
 * Files whose comments still name issues, in folders being reworked by others just now (the web
 * app, the API's flows, app/ and the orders and returns modules): they clean them there. The list
 * only shrinks: a file not listed fails, and so does a listed file with no such comment left.
 */
const FILES_STILL_NAMING_ISSUES: string[] = [
  'apps/api/src/app/services.ts',
  'apps/api/src/modules/orders/admin-stats.ts',
  'apps/api/src/modules/orders/buyer-orders.service.ts',
  'apps/api/src/modules/orders/designer-sales.api.test.ts',
  'apps/api/src/modules/orders/guest-orders.api.test.ts',
  'apps/api/src/modules/orders/last-delivery.api.test.ts',
  'apps/api/src/modules/orders/order-balance.api.test.ts',
  'apps/api/src/modules/orders/order-fulfilment.api.test.ts',
  'apps/api/src/modules/orders/order-returns-summary.api.test.ts',
  'apps/api/src/modules/orders/orders.routes.ts',
  'apps/api/src/modules/orders/seller-orders.service.ts',
  'apps/api/src/modules/returns/return-notices.api.test.ts',
  'apps/web/src/app/layout/maintenance.tsx',
  'apps/web/src/app/layout/search-form.tsx',
  'apps/web/src/app/layout/search-query.ts',
  'apps/web/src/components/order/price-details.tsx',
  'apps/web/src/components/product/price.ts',
  'apps/web/src/components/review/reviews-section.tsx',
  'apps/web/src/components/review/write-review-dialog.tsx',
  'apps/web/src/components/ui/ready-toaster.tsx',
  'apps/web/src/features/account/components/email-preference-card.tsx',
  'apps/web/src/features/account/components/email-verification-card.tsx',
  'apps/web/src/features/admin/components/admin-layout.tsx',
  'apps/web/src/features/admin/components/admin-nav.ts',
  'apps/web/src/features/admin/drops/admin-drops-view.tsx',
  'apps/web/src/features/admin/payouts/payouts-view.tsx',
  'apps/web/src/features/admin/returns/admin-returns-view.tsx',
  'apps/web/src/features/admin/reviews/admin-reviews-view.tsx',
  'apps/web/src/features/admin/settings/settings-view.tsx',
  'apps/web/src/features/auth/api/check-reset-link.ts',
  'apps/web/src/features/auth/pages/forgot-password.tsx',
  'apps/web/src/features/auth/pages/reset-password.tsx',
  'apps/web/src/features/auth/pages/unsubscribe.tsx',
  'apps/web/src/features/auth/pages/verify-email.tsx',
  'apps/web/src/features/catalog/delivery-charge.ts',
  'apps/web/src/features/catalog/pages/category.tsx',
  'apps/web/src/features/checkout/checkout-form.ts',
  'apps/web/src/features/checkout/use-place-order.ts',
  'apps/web/src/features/collections/listing.ts',
  'apps/web/src/features/dashboard/components/dashboard-nav.ts',
  'apps/web/src/features/drops/owner/new-drop-page.tsx',
  'apps/web/src/features/drops/owner/owner-drops-page.tsx',
  'apps/web/src/features/earnings/components/earnings-view.tsx',
  'apps/web/src/features/orders/components/order-facts.tsx',
  'apps/web/src/features/search/api/search-accessories.ts',
  'apps/web/src/features/search/pages/search.tsx',
  'apps/web/src/features/seller-profile/components/seller-reviews.tsx',
  'apps/web/src/features/seller/design-wizard/components/personalisation-switch.tsx',
  'apps/web/src/features/seller/design-wizard/draft.ts',
  'apps/web/src/features/seller/design-wizard/step-rules.test.ts',
  'apps/web/src/features/wishlist/wishlist-account.ts',
  'apps/web/src/features/wishlist/wishlist-sync.ts',
  'apps/web/src/lib/accessory-price.ts',
  'apps/web/src/lib/format-date.ts',
];

/** Every comment line naming an issue, as `path:line: text`. */
export function issueMentions(path: string, text: string): string[] {
  const found: string[] = [];
  for (const comment of commentsOf(path, text)) {
    comment.text.split('\n').forEach((line, i) => {
      if (line.match(ISSUE_NUMBER)) found.push(`${path}:${comment.line + i}: ${line.trim()}`);
    });
  }
  return found;
}

function scan(): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const path of [...sourceFiles(), 'eslint.config.js']) {
    const mentions = issueMentions(path, readFileSync(join(repoRoot, path), 'utf8'));
    if (mentions.length > 0) byFile.set(path, mentions);
  }
  return byFile;
}

describe('house rule: no issue numbers in comments', () => {
  const found = scan();

  it('finds issue numbers in comments, and only there', () => {
    const code = [
      '// Fixed for issue 12.',
      '/** See issue #7 and #31. */',
      'const a = 1; // (issues 3 and 4)',
      'const label = `order #${id} (issue 5 in text)`;',
      'const re = /#12/;',
      "const color = '#333'; // the border's #fff, and DECISIONS #2",
      'const view = <p>{/* Issue 9 */}#4 shown</p>;',
    ].join('\n');
    expect(issueMentions('probe.tsx', code).map((m) => m.split(': ')[0])).toEqual([
      'probe.tsx:1',
      'probe.tsx:2',
      'probe.tsx:3',
      'probe.tsx:6',
      'probe.tsx:7',
    ]);
    expect(
      issueMentions(
        'probe.ts',
        '// docs/decisions/0043, RFC 8058, PR-free, step 2 of 3, #fff, #1e293b\nexport {};\n',
      ),
    ).toEqual([]);
  });

  it('has no issue number in a comment outside the listed files', () => {
    const listed = new Set(FILES_STILL_NAMING_ISSUES);
    const unlisted = [...found].filter(([path]) => !listed.has(path)).flatMap(([, m]) => m);
    expect(unlisted, 'say why in words instead').toEqual([]);
  });

  it('lists no file that is clean now (the list only shrinks)', () => {
    expect(FILES_STILL_NAMING_ISSUES.filter((path) => !found.has(path))).toEqual([]);
  });
});
