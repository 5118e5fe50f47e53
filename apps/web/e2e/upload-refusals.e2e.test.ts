import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import {
  NEW_ACCOUNT_UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type PresignResponse,
} from '@campus-threads/contract';
import { snapshot } from './browser';
import { apiJson, register, signedInPage, useBrowser } from './helpers';

/**
 * The design wizard tells a seller why the server refused an upload (docs/decisions/0032):
 * a proof PDF with scripts or actions, and an account past its upload limit.
 */
const getBrowser = useBrowser();
let dir = '';
let files: Record<'front' | 'back' | 'scripted', string>;

async function png(name: string, background: string): Promise<string> {
  const path = join(dir, name);
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();
  writeFileSync(path, bytes);
  return path;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ct-upload-refusals-e2e-'));
  const scripted = join(dir, 'scripted-letter.pdf');
  writeFileSync(
    scripted,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/Open#41ction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  files = {
    front: await png('navy-front.png', '#1f2a44'),
    back: await png('navy-back.png', '#2b3a5c'),
    scripted,
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name }).waitFor();

/** Through the wizard to "Submit design": a university design with a proof, or a casual one. */
async function submitDesign(page: Page, proof: string | null) {
  await page.goto('/dashboard/upload');
  await stepHeading(page, 'Basic Info');
  await page.getByLabel('Design title').fill(`Refusal Tee ${Date.now()}`);
  await page.getByLabel('Description').fill('Our department crest, screen-printed in two tones.');
  await page.getByLabel('Price (₹)').fill('549');
  await next(page);
  await stepHeading(page, 'Category & Details');
  if (proof) {
    await page
      .locator('label')
      .filter({ has: page.locator('input[name="design-category"][value="university"]') })
      .click();
    await page.getByRole('combobox', { name: 'University name' }).fill('Tezpur University');
    await page.getByRole('combobox', { name: 'Department name' }).fill('Computer Science');
    await page.getByLabel('Proof of authority (PDF)').setInputFiles(proof);
  }
  await next(page);
  await stepHeading(page, 'Color Variants');
  await page.getByRole('radio', { name: 'Black', exact: true }).click();
  await page
    .locator('input[aria-label="Images for Black"]')
    .setInputFiles([files.front, files.back]);
  await page.getByRole('button', { name: 'Add color variant' }).click();
  await page.getByTestId('color-variant').filter({ hasText: 'Black' }).waitFor();
  await next(page);
  await stepHeading(page, 'Services & Terms');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Submit design' }).click();
}

describe('upload refusals in the design wizard', () => {
  it('names a proof PDF with scripts and says why it was refused', async () => {
    const seller = await register('Priya Proofmaker');
    const { context, page } = await signedInPage(getBrowser(), seller.token);
    await submitDesign(page, files.scripted);
    await page.getByText(`scripted-letter.pdf: ${UPLOAD_MESSAGES.pdfHasScripts}`).waitFor();
    await snapshot(page, 'design-wizard-scripted-proof');
    await context.close();
  });

  it('tells an account past its upload limit when to try again', async () => {
    const seller = await register('Uma Uploader');
    for (let i = 0; i < NEW_ACCOUNT_UPLOAD_LIMITS[0].maxFiles; i++)
      await apiJson<PresignResponse>('/s3/presigned-url', {
        method: 'POST',
        token: seller.token,
        body: JSON.stringify({
          fileName: `x${i}.png`,
          fileType: 'image/png',
          fileSize: 100,
          category: 'tshirts',
        }),
      });
    const { context, page } = await signedInPage(getBrowser(), seller.token);
    await submitDesign(page, null);
    // A new account (no approved design yet): the lower limit, and why (docs/decisions/0053).
    await page
      .getByText(`navy-front.png: ${UPLOAD_MESSAGES.tooManyUploadsNewAccount(60)}`)
      .waitFor();
    await snapshot(page, 'design-wizard-upload-limit');
    await context.close();
  });
});
