import { SUGGESTIONS_MAX } from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAccessory, createDesign, createUser } from '../../../test/factories';

describe.each(testDatabaseKinds())('suggestions API on %s', (kind) => {
  const t = useTestApp(kind);

  async function suggest(path: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/suggestions/${path}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ suggestions: string[] }>().suggestions;
  }

  beforeAll(async () => {
    const { user } = await createUser(t.app);
    const design = (overrides: Parameters<typeof createDesign>[2]) =>
      createDesign(t.app, user._id, { targetAudience: null, subCategory: null, ...overrides });

    // Universities: spelled with stray spaces and in other cases, from designs and accessories.
    await design({
      category: 'university',
      universityName: 'Zeta Tech University',
      departmentName: 'Zeta Physics',
    });
    await design({
      category: 'university',
      universityName: '  zeta tech university ',
      departmentName: 'Zeta Chemistry',
    });
    await design({
      category: 'university',
      universityName: 'Zeta Arts College',
      departmentName: 'Zeta Painting',
    });
    await createAccessory(t.app, user._id, {
      universityName: 'Zeta Medical College',
      departmentName: 'Zeta Anatomy',
    });
    await design({
      category: 'university',
      universityName: 'Zeta Secret Institute',
      status: 'pending',
    });
    // Hostels of two universities.
    await design({
      category: 'hostel',
      universityName: 'Zeta Arts College',
      hostelName: 'Zeta Lotus Hostel',
    });
    await design({
      category: 'hostel',
      universityName: 'Zeta Tech University',
      hostelName: 'Zeta Kapili Hostel',
    });
    await design({
      category: 'hostel',
      universityName: 'ZETA TECH UNIVERSITY',
      hostelName: 'Zeta Tech University Guest House',
    });
    // Events: more than ten.
    for (let i = 0; i < 13; i += 1)
      await design({ category: 'event', eventName: `Zeta Fest ${String(i).padStart(2, '0')}` });
    await design({ category: 'event', eventName: '100%_Fest' });
  });

  it('suggests universities containing the text, trimmed, without case duplicates or unapproved names', async () => {
    expect(await suggest('universities?query=zeta&minLength=1&distinct=true')).toEqual([
      'Zeta Arts College',
      'Zeta Tech University',
      'Zeta Medical College',
    ]);
    expect(await suggest('universities?query=%20%20MEDICAL%20')).toEqual(['Zeta Medical College']);
    expect(await suggest('universities?query=secret')).toEqual([]);
  });

  it('looks up departments and hostels within the chosen university only', async () => {
    expect(
      await suggest('departments?query=zeta&universityName=Zeta%20Arts%20College&minLength=1'),
    ).toEqual(['Zeta Painting']);
    // Spelled differently from the stored '  zeta tech university ' and 'Zeta Tech University'.
    expect(
      await suggest('departments?query=zeta&universityName=ZETA%20TECH%20UNIVERSITY%20'),
    ).toEqual(['Zeta Chemistry', 'Zeta Physics']);
    expect(
      await suggest('departments?query=anatomy&universityName=Zeta%20Medical%20College'),
    ).toEqual(['Zeta Anatomy']);
    expect(
      await suggest('hostels?query=&universityName=zeta%20tech%20university&timestamp=1'),
    ).toEqual(['Zeta Tech University Guest House', 'Zeta Kapili Hostel']);
    expect(await suggest('hostels?query=hostel&universityName=Zeta%20Arts%20College')).toEqual([
      'Zeta Lotus Hostel',
    ]);
    expect(await suggest('hostels?query=&universityName=Nowhere%20University')).toEqual([]);
  });

  it('without a university, looks up every department and hostel', async () => {
    expect(await suggest('departments?query=zeta%20p')).toEqual(['Zeta Painting', 'Zeta Physics']);
    expect(await suggest('hostels?query=zeta')).toEqual([
      'Zeta Kapili Hostel',
      'Zeta Lotus Hostel',
      'Zeta Tech University Guest House',
    ]);
  });

  it('returns at most ten, honours minLength and takes % and _ literally', async () => {
    const events = await suggest('events?query=zeta%20fest&distinct=true');
    expect(events).toHaveLength(SUGGESTIONS_MAX);
    expect(events[0]).toBe('Zeta Fest 00');
    expect(await suggest('universities?query=&minLength=1')).toEqual([]);
    expect(await suggest('universities?query=z&minLength=2')).toEqual([]);
    expect(await suggest('events?query=%25')).toEqual(['100%_Fest']);
    expect(await suggest('events?query=_')).toEqual(['100%_Fest']);
  });

  it('refuses an unknown kind and junk minLength', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/suggestions/colleges' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/suggestions/events?minLength=x' }))
        .statusCode,
    ).toBe(422);
  });
});
