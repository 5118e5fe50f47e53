import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import {
  canonicalColorName,
  COLOR_PALETTE,
  DEMO_ACCOUNTS,
  DESIGN_FORM_MESSAGES,
  UPLOAD_MESSAGES,
  type AuthResponse,
  type SellerDesignsResponse,
} from '@campus-threads/contract';
import { hasHorizontalOverflow, PHONE, snapshot } from './browser';
import { apiJson, CUSTOMER, signedInPage, useBrowser } from './helpers';

/** The demo seller of the seeded shop (apps/api demo seed). */
const SELLER = { email: 'seller@campusthreads.test', password: 'Seller@12345' };
const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const M = DESIGN_FORM_MESSAGES;

const getBrowser = useBrowser();
let dir = '';
let files: Record<'black1' | 'black2' | 'white1' | 'white2' | 'proof', string>;

/** A small real PNG of one colour (the server checks the bytes and re-encodes images). */
async function png(name: string, background: string): Promise<string> {
  const path = join(dir, name);
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();
  writeFileSync(path, bytes);
  return path;
}

/** A minimal one-page PDF (the proof of authority). */
function pdf(name: string): string {
  const path = join(dir, name);
  writeFileSync(
    path,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  return path;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ct-design-e2e-'));
  files = {
    black1: await png('black-front.png', '#161616'),
    black2: await png('black-back.png', '#333333'),
    white1: await png('white-front.png', '#ffffff'),
    white2: await png('white-back.png', '#eeeeee'),
    proof: pdf('authority-letter.pdf'),
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

async function sellerToken(): Promise<string> {
  return (await login(SELLER)).token;
}

/** The card (a label around a radio) of one choice. */
const choice = (page: Page, name: string, value: string) =>
  page.locator('label').filter({ has: page.locator(`input[name="${name}"][value="${value}"]`) });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name }).waitFor();

/** Chooses a colour, adds its images and adds it as a variant. */
async function addColor(page: Page, color: string, images: string[]) {
  await page.getByRole('radio', { name: color, exact: true }).click();
  await page.locator(`input[aria-label="Images for ${color}"]`).setInputFiles(images);
  await expect
    .poll(() => page.locator('ul[aria-label^="Chosen images for"] img').count())
    .toBe(images.length);
  await page.getByRole('button', { name: 'Add color variant' }).click();
  await page.getByTestId('color-variant').filter({ hasText: color }).waitFor();
}

async function fillBasics(page: Page, title: string) {
  await page.getByLabel('Design title').fill(title);
  await page.getByLabel('Description').fill('Our department crest, screen-printed in two tones.');
  await page.getByLabel('Price (₹)').fill('549');
}

async function fillUniversity(page: Page) {
  await choice(page, 'design-category', 'university').click();
  await page.getByRole('combobox', { name: 'University name' }).fill('Tezpur University');
  await page.getByRole('combobox', { name: 'Department name' }).fill('Computer Science');
  await page.getByLabel('Proof of authority (PDF)').setInputFiles(files.proof);
  await page.getByText('authority-letter.pdf').waitFor();
}

async function ownDesign(token: string, title: string) {
  const { designs } = await apiJson<SellerDesignsResponse>('/tshirts/seller/me/designs', { token });
  return designs.find((d) => d.title === title);
}

describe('design upload wizard', () => {
  it('uploads a university design with two colours and a proof, then it waits for review', async () => {
    const token = await sellerToken();
    const { context, page } = await signedInPage(getBrowser(), token);
    const title = `Crest Tee ${Date.now()}`;
    // Slow the file PUTs a little so the progress is on screen long enough to read.
    await page.route('**/api/uploads/**', async (route) => {
      await new Promise((r) => setTimeout(r, 250));
      await route.continue();
    });

    await page.goto('/dashboard/upload');
    await page.getByRole('heading', { name: 'Upload Design' }).waitFor();
    await stepHeading(page, 'Basic Info');
    // Previous is not offered on step 1; Next checks the step and stays on failure.
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await next(page);
    await page.getByText(M.titleMin).waitFor();
    await page.getByText(M.descriptionMin).waitFor();
    await page.getByLabel('Price (₹)').fill('20');
    await next(page);
    await page.getByText(M.priceMin).waitFor();
    await snapshot(page, 'design-wizard-1-basics-errors');
    await fillBasics(page, title);
    await snapshot(page, 'design-wizard-1-basics');
    await next(page);

    await stepHeading(page, 'Category & Details');
    await snapshot(page, 'design-wizard-2-casual');
    await choice(page, 'design-category', 'university').click();
    await next(page);
    await page.getByText(M.universityRequired).waitFor();
    await page.getByText(M.proofRequired).waitFor();
    // Only a PDF is taken as proof.
    await page.getByLabel('Proof of authority (PDF)').setInputFiles(files.black1);
    await page.getByText(UPLOAD_MESSAGES.proofPdfOnly).waitFor();
    await fillUniversity(page);
    await snapshot(page, 'design-wizard-2-university');
    await next(page);

    await stepHeading(page, 'Color Variants');
    await next(page);
    await page.getByText(M.variantRequired).waitFor();
    // One image is not enough for a colour.
    await page.getByRole('radio', { name: 'Black', exact: true }).click();
    await page.locator('input[aria-label="Images for Black"]').setInputFiles([files.black1]);
    await page.getByRole('button', { name: 'Add color variant' }).click();
    await page.getByText(M.imagesMin).waitFor();
    // Choosing another colour clears the images waiting for the first.
    await page.getByRole('radio', { name: 'Red', exact: true }).click();
    expect(await page.locator('ul[aria-label^="Chosen images for"] img').count()).toBe(0);
    await addColor(page, 'Black', [files.black1, files.black2]);
    await addColor(page, 'White', [files.white1, files.white2]);
    // An added colour cannot be chosen twice.
    expect(await page.getByRole('radio', { name: 'Black (added)' }).isDisabled()).toBe(true);
    await snapshot(page, 'design-wizard-3-variants');
    await next(page);

    await stepHeading(page, 'Services & Terms');
    const submit = page.getByRole('button', { name: 'Submit design' });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.textContent()).resolves.toContain('Tezpur University');
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await snapshot(page, 'design-wizard-4-terms');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();

    await page.getByText(/Uploading file \d of 5/).waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await snapshot(page, 'design-wizard-5-uploading');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    await page.getByText(M.uploaded).first().waitFor();

    const design = await ownDesign(token, title);
    expect(design).toMatchObject({
      status: 'pending',
      category: 'university',
      price: 549,
      additionalInfo: { universityName: 'Tezpur University', departmentName: 'Computer Science' },
      sizes: ['S', 'M', 'L', 'XL'],
      printWithTShirtBuddy: true,
    });
    expect(design!.colorVariants.map((v) => [v.color, v.images.length])).toEqual([
      ['Black', 2],
      ['White', 2],
    ]);
    expect(design!.proofFileUrl).toBeTruthy();

    // Upload history shows it under Pending.
    await page.goto('/dashboard/upload-history');
    await page.getByRole('tab', { name: /^Pending/ }).click();
    await page.getByTestId('design-card').filter({ hasText: title }).first().waitFor();
    await context.close();
  });

  it('on a phone: no sideways scroll, a failed file is retried alone, and an edit keeps its images', async () => {
    const token = await sellerToken();
    const { context, page } = await signedInPage(getBrowser(), token, PHONE);
    const title = `Phone Tee ${Date.now()}`;
    // The first PUT of the second file fails once (the network drops).
    let puts = 0;
    await page.route('**/api/uploads/**', async (route) => {
      puts += 1;
      if (puts === 2) await route.abort('connectionreset');
      else await route.continue();
    });

    await page.goto('/dashboard/upload');
    await stepHeading(page, 'Basic Info');
    await fillBasics(page, title);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'design-wizard-phone-1-basics');
    await next(page);
    await stepHeading(page, 'Category & Details');
    await fillUniversity(page);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'design-wizard-phone-2-university');
    await next(page);
    await stepHeading(page, 'Color Variants');
    await addColor(page, 'Navy Blue', [files.black1, files.white1]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'design-wizard-phone-3-variants');
    await next(page);
    await stepHeading(page, 'Services & Terms');
    await choice(page, 'design-service', 'self-service').click();
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'design-wizard-phone-4-terms');
    await page.getByRole('button', { name: 'Submit design' }).click();

    await page.getByText(UPLOAD_MESSAGES.fileFailed('black-front.png')).first().waitFor();
    await snapshot(page, 'design-wizard-phone-5-failed');
    expect(new URL(page.url()).pathname).toBe('/dashboard/upload');
    await page.getByRole('button', { name: 'Retry failed uploads' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    // The proof and the second image went once; only the failed file was sent again.
    expect(puts).toBe(4);
    const design = await ownDesign(token, title);
    expect(design).toMatchObject({ status: 'pending', printWithTShirtBuddy: false });
    // An admin rejects it; the seller edits it and sends it back to review (docs/decisions/0036).
    const admin = await login(ADMIN);
    await apiJson(`/tshirts/admin/${design!.id}/status`, {
      method: 'PATCH',
      token: admin.token,
      body: JSON.stringify({ status: 'rejected', adminRemarks: 'The print is blurry' }),
    });

    // Editing: the wizard is filled in, existing images are kept without uploading again.
    await page.goto(`/dashboard/upload?editId=${design!.id}`);
    await page.getByRole('heading', { name: 'Edit Design' }).waitFor();
    await expect.poll(() => page.getByLabel('Design title').inputValue()).toBe(title);
    await page.getByLabel('Price (₹)').fill('599');
    for (const heading of ['Category & Details', 'Color Variants', 'Services & Terms']) {
      await next(page);
      await stepHeading(page, heading);
      // Each image's remove button says which image of which colour, not its storage key.
      if (heading === 'Color Variants')
        await page.getByRole('button', { name: 'Remove image 2 of Navy Blue' }).waitFor();
    }
    // The design's terms were accepted when it was made: they stay accepted.
    expect(
      await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).isChecked(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    await page.getByText(M.updatedInReview).first().waitFor();
    expect(await page.getByText(M.uploaded).count()).toBe(0);
    expect(puts).toBe(4);
    const edited = await ownDesign(token, title);
    expect(edited).toMatchObject({ price: 599, status: 'pending' });
    expect(edited!.colorVariants[0]!.images).toEqual(design!.colorVariants[0]!.images);
    await context.close();
  });

  it('a hostel design names its university, and once approved the HOSTEL tile finds it', async () => {
    const token = await sellerToken();
    const { context, page } = await signedInPage(getBrowser(), token);
    const title = `Brahmaputra Night Owls ${Date.now()}`;
    const hostel = 'Brahmaputra Hostel';
    await page.goto('/dashboard/upload');
    await stepHeading(page, 'Basic Info');
    await fillBasics(page, title);
    await next(page);
    await stepHeading(page, 'Category & Details');
    await choice(page, 'design-category', 'hostel').click();
    await next(page);
    await page.getByText(M.hostelRequired).waitFor();
    await page.getByText(M.universityRequired).waitFor();
    // The university is suggested as in the shopper's dialog; picking it lists its hostels.
    await page.getByRole('combobox', { name: 'University name' }).fill('IIT Guwa');
    await page.getByRole('option', { name: 'IIT Guwahati', exact: true }).click();
    await page
      .getByRole('listbox', { name: 'Hostel name suggestions' })
      .getByRole('option', { name: 'Kapili Hostel' })
      .waitFor();
    await snapshot(page, 'design-wizard-2-hostel-suggestions');
    await page.getByRole('combobox', { name: 'Hostel name' }).fill(hostel);
    await page.getByLabel('Proof of authority (PDF)').setInputFiles(files.proof);
    await page.getByText('authority-letter.pdf').waitFor();
    await snapshot(page, 'design-wizard-2-hostel');
    await next(page);
    await stepHeading(page, 'Color Variants');
    await addColor(page, 'Black', [files.black1, files.black2]);
    await next(page);
    await stepHeading(page, 'Services & Terms');
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Submit design' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    const design = await ownDesign(token, title);
    expect(design!.additionalInfo).toMatchObject({
      hostelName: hostel,
      universityName: 'IIT Guwahati',
    });
    await context.close();

    const admin = await login(ADMIN);
    await apiJson(`/tshirts/admin/${design!.id}/status`, {
      method: 'PATCH',
      token: admin.token,
      body: JSON.stringify({ status: 'approved' }),
    });

    // A shopper's HOSTEL dialog suggests the new hostel under its university and lists the design.
    const shopper = await signedInPage(getBrowser(), (await login(CUSTOMER)).token);
    await shopper.page.goto('/credential/hostel');
    const dialog = shopper.page.getByRole('dialog', { name: 'Enter Hostel Credentials' });
    await dialog.getByRole('combobox', { name: 'University name' }).fill('IIT Guwahati');
    await dialog.getByRole('option', { name: 'IIT Guwahati', exact: true }).click();
    await dialog.getByRole('option', { name: hostel, exact: true }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await shopper.page.waitForURL(
      (url) =>
        url.pathname === '/credential/hostel' &&
        url.searchParams.get('hostelName') === hostel &&
        url.searchParams.get('universityName') === 'IIT Guwahati',
    );
    await shopper.page.getByText(title).first().waitFor();
    await snapshot(shopper.page, 'hostel-listing-new-hostel');
    await shopper.context.close();
  });

  it('a seller creates a personalisable design', async () => {
    const token = await sellerToken();
    const { context, page } = await signedInPage(getBrowser(), token, PHONE);
    const title = `Name Tee ${Date.now()}`;
    await page.goto('/dashboard/upload');
    await stepHeading(page, 'Basic Info');
    await fillBasics(page, title);
    await next(page);
    await stepHeading(page, 'Category & Details');
    await next(page);
    await stepHeading(page, 'Color Variants');
    await addColor(page, 'Black', [files.black1, files.black2]);
    await next(page);
    await stepHeading(page, 'Services & Terms');
    const personalise = page.getByRole('switch', { name: M.personalisationLabel });
    expect(await personalise.isChecked()).toBe(false);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.textContent()).resolves.toContain(M.personalisationOff);
    await personalise.check();
    await expect(summary.textContent()).resolves.toContain(M.personalisationOn);
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'design-wizard-phone-4-personalisable');
    await page.getByRole('button', { name: 'Submit design' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });

    // The choice reached the API: the design comes back customizable, and its edit shows it on.
    const design = await ownDesign(token, title);
    expect(design).toMatchObject({ status: 'pending', customizable: true });
    await page.goto(`/dashboard/upload?editId=${design!.id}`);
    await expect.poll(() => page.getByLabel('Design title').inputValue()).toBe(title);
    for (const heading of ['Category & Details', 'Color Variants', 'Services & Terms']) {
      await next(page);
      await stepHeading(page, heading);
    }
    expect(await page.getByRole('switch', { name: M.personalisationLabel }).isChecked()).toBe(true);
    await context.close();
  });

  it('editing an approved design says it goes back to review before saving', async () => {
    const token = await sellerToken();
    const { designs } = await apiJson<SellerDesignsResponse>('/tshirts/seller/me/designs', {
      token,
    });
    const approved = designs.find((d) => d.status === 'approved');
    expect(approved, 'the demo seller has an approved design').toBeTruthy();
    const { context, page } = await signedInPage(getBrowser(), token);
    await page.goto(`/dashboard/upload?editId=${approved!.id}`);
    await page.getByRole('heading', { name: 'Edit Design' }).waitFor();
    await expect.poll(() => page.getByLabel('Design title').inputValue()).toBe(approved!.title);
    await next(page);
    await stepHeading(page, 'Category & Details');
    // A design whose proof is on file keeps it; one without is asked for it (as a new one would be).
    if (approved!.category !== 'casual' && !approved!.proofFileUrl) {
      await page.getByLabel('Proof of authority (PDF)').setInputFiles(files.proof);
    }
    await next(page);
    await stepHeading(page, 'Color Variants');
    // Colours outside the palette cannot be kept; the wizard says so.
    const palette = new Set<string>(COLOR_PALETTE.map((c) => c.name));
    const kept = approved!.colorVariants.filter((v) => palette.has(canonicalColorName(v.color)));
    expect(await page.getByTestId('color-variant').count()).toBe(kept.length);
    if (kept.length < approved!.colorVariants.length)
      await page
        .getByRole('note')
        .getByText(/Not in the shop's color palette/)
        .waitFor();
    // A kept colour with fewer than 2 images (older designs) gets more before Next passes.
    for (const v of kept) {
      const missing = [files.white1, files.white2].slice(0, Math.max(0, 2 - v.images.length));
      if (missing.length)
        await page
          .locator(`input[aria-label="Add images for ${canonicalColorName(v.color)}"]`)
          .setInputFiles(missing);
    }
    await snapshot(page, 'design-wizard-edit-approved-colors');
    await next(page);
    await stepHeading(page, 'Services & Terms');
    await page
      .getByRole('note')
      .getByText(/sends it back to review/)
      .waitFor();
    await snapshot(page, 'design-wizard-edit-approved');
    await context.close();
  });
});
