import {
  DESIGN_FORM_MESSAGES,
  UPLOAD_MESSAGES,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAdmin, createUser, type CreatedUser } from '../../../test/factories';
import { uploadedFile } from '../../../test/uploaded-file';

/** The design wizard's server side (docs/decisions/0017): POST/PUT /api/tshirts. */
describe.each(testDatabaseKinds())('design submissions on %s', (kind) => {
  // One new seller submits many designs here: the seller's upload limits, not a new account's (0053).
  const t = useTestApp(kind, { env: { UPLOAD_LIMITS_NEW_ACCOUNT: '60,40,300,150' } });
  const call = apiCaller(t);
  let seller: CreatedUser;
  let other: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Dev Designer' });
    other = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
  });

  const upload = (user: CreatedUser, category: 'tshirts' | 'documents') =>
    uploadedFile(t, user, category);

  async function universityDesign(user: CreatedUser, over: Record<string, unknown> = {}) {
    const images = await Promise.all([1, 2, 3, 4].map(() => upload(user, 'tshirts')));
    return {
      title: 'Tezpur CSE Batch Tee',
      description: 'The department crest on a soft tee.',
      price: 549,
      deliveryPrice: 0,
      category: 'university',
      additionalInfo: { universityName: 'Tezpur University', departmentName: 'Computer Science' },
      colorVariants: [
        { color: 'Navy Blue', images: images.slice(0, 2) },
        { color: 'white', images: images.slice(2, 4).map((key) => `/files/${key}`) },
      ],
      sizes: ['S', 'M', 'L'],
      printWithTShirtBuddy: true,
      deliverWithTShirtBuddy: true,
      acceptTerms: true,
      sellerId: other.user._id,
      ...over,
    };
  }

  it('stores a pending design of the signed-in seller that the shop does not show', async () => {
    expect((await call('POST', '/api/tshirts', undefined, { data: '{}' })).status).toBe(401);
    const proof = await upload(seller, 'documents');
    const design = await universityDesign(seller);
    // The spec's shape: the design as JSON text in `data`, the proof beside it.
    const created = await call<Tshirt>('POST', '/api/tshirts', seller.token, {
      data: JSON.stringify(design),
      proofFileUrl: proof,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      sellerId: seller.user._id,
      sellerName: 'Dev Designer',
      price: 549,
      colors: ['Navy Blue', 'White'],
      sizes: ['S', 'M', 'L'],
      additionalInfo: { universityName: 'Tezpur University', departmentName: 'Computer Science' },
    });
    expect((await call('GET', `/api/tshirts/${created.body._id}`)).status).toBe(404);
    const listed = await call<TshirtListResponse>(
      'GET',
      '/api/tshirts?category=university&limit=100',
    );
    expect(listed.body.tshirts.map((d) => d._id)).not.toContain(created.body._id);
    expect((await call('GET', `/api/tshirts/${created.body._id}`, seller.token)).status).toBe(200);
  });

  it.each([
    [{ price: 0 }, 'Price must be greater than 0'],
    [{ discountPrice: 549 }, 'Discount price must be less than regular price'],
    [{ deliveryPrice: -5 }, 'Delivery price cannot be negative'],
    [{ colorVariants: [] }, DESIGN_FORM_MESSAGES.variantRequired],
    [
      { colorVariants: [{ color: 'Teal', images: ['a', 'b'] }] },
      DESIGN_FORM_MESSAGES.colorNotInPalette('Teal'),
    ],
    [{ category: 'hostel' }, DESIGN_FORM_MESSAGES.hostelRequired],
    [{ acceptTerms: false }, DESIGN_FORM_MESSAGES.termsRequired],
  ])('refuses %j with the spec’s text', async (over, message) => {
    const refused = await call('POST', '/api/tshirts', seller.token, {
      ...(await universityDesign(seller, over)),
      proofFileUrl: 'x.pdf',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(message);
  });

  /** A multipart/form-data body, as the spec's wizard sends it. */
  function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
    const boundary = '----campus-threads-test';
    const parts = Object.entries(fields).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const head = Buffer.from(parts.join(''));
    const filePart = file
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          file.bytes,
          Buffer.from('\r\n'),
        ])
      : Buffer.alloc(0);
    return {
      payload: Buffer.concat([head, filePart, Buffer.from(`--${boundary}--\r\n`)]),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${seller.token}`,
      },
    };
  }

  it('takes the spec’s multipart form (data and proofFileUrl), and no files that way', async () => {
    const proof = await upload(seller, 'documents');
    const form = multipart({
      data: JSON.stringify(await universityDesign(seller)),
      proofFileUrl: proof,
    });
    const created = await t.app.inject({ method: 'POST', url: '/api/tshirts', ...form });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Tshirt>()).toMatchObject({ status: 'pending', sellerId: seller.user._id });

    const withFile = multipart(
      { data: JSON.stringify(await universityDesign(seller)) },
      { name: 'proofFile', bytes: Buffer.from('%PDF-1.4') },
    );
    const refused = await t.app.inject({ method: 'POST', url: '/api/tshirts', ...withFile });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });

  it('stores the seller’s choice of name personalisation; an edit without it keeps it', async () => {
    // One set of files for every design here: uploads are rate limited per user.
    const proof = await upload(seller, 'documents');
    const plain = await universityDesign(seller, { proofFileUrl: proof });
    const created = await call<Tshirt>('POST', '/api/tshirts', seller.token, {
      ...plain,
      customizable: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ customizable: true, customizableParts: [] });
    const notChosen = await call<Tshirt>('POST', '/api/tshirts', seller.token, plain);
    expect(notChosen.body.customizable).toBe(false);

    const kept = await call<Tshirt>('PUT', `/api/tshirts/${created.body._id}`, seller.token, {
      ...plain,
      price: 599,
    });
    expect(kept.body).toMatchObject({ price: 599, customizable: true });
    const off = await call<Tshirt>('PUT', `/api/tshirts/${created.body._id}`, seller.token, {
      ...plain,
      customizable: false,
    });
    expect(off.body.customizable).toBe(false);
    // Nobody else can switch it on for a design that is not theirs.
    const intruder = await call('PUT', `/api/tshirts/${notChosen.body._id}`, other.token, {
      ...plain,
      customizable: true,
    });
    expect(intruder.status).toBe(404);
    const seen = await call<Tshirt>('GET', `/api/tshirts/${notChosen.body._id}`, seller.token);
    expect(seen.body.customizable).toBe(false);
  });

  it('refuses files someone else uploaded, and text that is not a design', async () => {
    const theirs = await universityDesign(other);
    const proof = await upload(seller, 'documents');
    const stolen = await call('POST', '/api/tshirts', seller.token, {
      ...theirs,
      proofFileUrl: proof,
    });
    expect(stolen.status).toBe(422);
    expect(stolen.body.message).toBe(UPLOAD_MESSAGES.unknownFile);
    const theirProof = await upload(other, 'documents');
    const stolenProof = await call('POST', '/api/tshirts', seller.token, {
      ...(await universityDesign(seller)),
      proofFileUrl: theirProof,
    });
    expect(stolenProof.body.message).toBe(UPLOAD_MESSAGES.unknownFile);

    const garbled = await call('POST', '/api/tshirts', seller.token, {
      data: '{not json',
      proofFileUrl: proof,
    });
    expect(garbled.status).toBe(422);
    expect(garbled.body.message).toBe(DESIGN_FORM_MESSAGES.invalidDesignData);
  });

  it('lets the seller (back to review) or an admin (status kept) edit, and nobody else', async () => {
    const proof = await upload(seller, 'documents');
    const design = await universityDesign(seller, { proofFileUrl: proof });
    const { body: created } = await call<Tshirt>('POST', '/api/tshirts', seller.token, design);
    expect(
      (
        await call('PATCH', `/api/tshirts/admin/${created._id}/status`, admin.token, {
          status: 'approved',
        })
      ).status,
    ).toBe(200);

    const intruder = await call(
      'PUT',
      `/api/tshirts/${created._id}`,
      other.token,
      await universityDesign(other, { proofFileUrl: proof }),
    );
    expect(intruder.status).toBe(404);

    const byAdmin = await call<Tshirt>('PUT', `/api/tshirts/${created._id}`, admin.token, {
      ...design,
      title: 'Tezpur CSE Tee',
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect(byAdmin.body).toMatchObject({
      title: 'Tezpur CSE Tee',
      status: 'approved',
      sellerId: seller.user._id,
    });

    const bySeller = await call<Tshirt>('PUT', `/api/tshirts/${created._id}`, seller.token, {
      ...design,
      price: 599,
    });
    expect(bySeller.body).toMatchObject({ price: 599, status: 'pending' });
    expect((await call('GET', `/api/tshirts/${created._id}`)).status).toBe(404);
  });
});
