import {
  DESIGN_FORM_MESSAGES,
  type SuggestionsResponse,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAdmin, createUser, type CreatedUser } from '../../../test/factories';
import { uploadedFile } from '../../../test/uploaded-file';

/**
 * A hostel design made with the wizard is found from the HOSTEL tile, whose dialog asks
 * for the hostel and its university (decision 0036).
 */
describe.each(testDatabaseKinds())('a hostel design from the wizard on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  let seller: CreatedUser;
  let admin: CreatedUser;
  const hostelName = 'Brahmaputra Hostel';
  const universityName = 'IIT Guwahati';

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Hema Hostelite' });
    admin = await createAdmin(t.app, t.database.db);
  });

  async function hostelDesign(additionalInfo: Record<string, string>) {
    const images = await Promise.all([1, 2].map(() => uploadedFile(t, seller, 'tshirts')));
    return {
      data: JSON.stringify({
        title: 'Brahmaputra Night Owls Tee',
        description: 'For the night canteen of Brahmaputra Hostel.',
        price: 399,
        deliveryPrice: 0,
        category: 'hostel',
        additionalInfo,
        colorVariants: [{ color: 'Navy Blue', images }],
        sizes: ['M', 'L'],
        printWithTShirtBuddy: true,
        deliverWithTShirtBuddy: true,
        acceptTerms: true,
      }),
      proofFileUrl: await uploadedFile(t, seller, 'documents'),
    };
  }

  const listing = async (hostel: string, university: string) => {
    const query = new URLSearchParams({
      category: 'hostel',
      hostelName: hostel,
      universityName: university,
    });
    const listed = await call<TshirtListResponse>('GET', `/api/tshirts?${query}`);
    expect(listed.status).toBe(200);
    return listed.body.tshirts.map((d) => d._id);
  };
  const suggestions = async (path: string) =>
    (await call<SuggestionsResponse>('GET', `/api/suggestions/${path}`)).body.suggestions;

  it('needs the hostel’s university, stores it, and is listed and suggested once approved', async () => {
    const withoutUniversity = await call(
      'POST',
      '/api/tshirts',
      seller.token,
      await hostelDesign({ hostelName }),
    );
    expect(withoutUniversity.status).toBe(422);
    expect(withoutUniversity.body.message).toBe(DESIGN_FORM_MESSAGES.universityRequired);

    const created = await call<Tshirt>(
      'POST',
      '/api/tshirts',
      seller.token,
      await hostelDesign({ hostelName, universityName }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.additionalInfo).toMatchObject({ hostelName, universityName });
    const id = created.body._id;

    // Pending: neither listed nor suggested.
    expect(await listing(hostelName, universityName)).not.toContain(id);
    const hostelsOfUniversity = `hostels?query=&universityName=${encodeURIComponent(universityName)}&minLength=0`;
    expect(await suggestions(hostelsOfUniversity)).not.toContain(hostelName);

    const approved = await call('PATCH', `/api/tshirts/admin/${id}/status`, admin.token, {
      status: 'approved',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    // The HOSTEL tile's address finds it, whatever the case typed; another university does not.
    expect(await listing(hostelName, universityName)).toEqual([id]);
    expect(await listing('brahmaputra hostel', 'iit guwahati')).toEqual([id]);
    expect(await listing(hostelName, 'Tezpur University')).toEqual([]);
    // The dialog suggests the new hostel under its university (the cached answer is cleared).
    await expect.poll(() => suggestions(hostelsOfUniversity)).toContain(hostelName);
    expect(await suggestions('hostels?query=brahma&universityName=IIT%20Guwahati')).toContain(
      hostelName,
    );
    expect(await suggestions('hostels?query=brahma&universityName=NIT%20Silchar')).toEqual([]);
    expect(await suggestions('universities?query=guwa')).toContain(universityName);
  });
});
