import { CASUAL_TAXONOMY } from '@campus-threads/contract';
import type { Database } from '../../apps/api/src/db/client';

/**
 * Bulk catalogue data for the benchmark, written with INSERT ... SELECT FROM generate_series so
 * 100,000 rows take seconds. Rows are deterministic functions of their number g (a few
 * multiplicative hashes), so every run measures the same data:
 * - t-shirts: 55% casual (both audiences, ~150 sub-categories), 15% each hostel/university/event;
 *   95% approved, 3% pending, 2% rejected; 30% discounted (half timed sales, half standing);
 *   prices 299-899; three colours each; created over the last ~2 years.
 * - accessories: a fifth as many, 20 categories, a third technical, some out of stock.
 */

export const ADJECTIVES = [
  'vintage',
  'classic',
  'retro',
  'minimal',
  'bold',
  'cosmic',
  'electric',
  'midnight',
  'sunny',
  'misty',
  'royal',
  'urban',
  'wild',
  'quiet',
  'golden',
  'neon',
  'rustic',
  'lazy',
  'brave',
  'happy',
  'crimson',
  'silver',
  'tiny',
  'giant',
  'lucky',
  'monsoon',
  'winter',
  'summer',
  'desi',
  'campus',
  'hostel',
  'varsity',
  'indie',
  'pixel',
  'analog',
  'digital',
  'cozy',
  'loud',
  'calm',
  'epic',
];
export const NOUNS = [
  'rhino',
  'tiger',
  'elephant',
  'peacock',
  'lotus',
  'mountain',
  'river',
  'chai',
  'samosa',
  'guitar',
  'rocket',
  'planet',
  'atom',
  'circuit',
  'robot',
  'coder',
  'dragon',
  'phoenix',
  'cricket',
  'football',
  'library',
  'notebook',
  'compass',
  'lantern',
  'kite',
  'monsoon',
  'sunrise',
  'sunset',
  'galaxy',
  'comet',
  'bicycle',
  'train',
  'bridge',
  'tea garden',
  'bamboo',
  'orchid',
  'owl',
  'panda',
  'falcon',
  'wave',
];
export const HOSTELS = [
  'Kapili',
  'Siang',
  'Manas',
  'Dihing',
  'Barak',
  'Umiam',
  'Lohit',
  'Brahmaputra',
  'Subansiri',
  'Dhansiri',
  'Hostel 4',
  'Gwyer Hall',
  'Jubilee Hall',
  'Boys Hostel 7',
  'Kopili Ladies Hostel',
];
export const UNIVERSITIES = [
  'Tezpur University',
  'IIT Guwahati',
  'Gauhati University',
  'Cotton University',
  'NIT Silchar',
  'Delhi University',
  'IIT Bombay',
  'Dibrugarh University',
  'IIT Kharagpur',
  'Jadavpur University',
];
export const DEPARTMENTS = [
  'Computer Science and Engineering',
  'Mechanical Engineering',
  'Electrical Engineering',
  'Civil Engineering',
  'Chemistry',
  'Physics',
  'Mass Communication',
  'Business Administration',
  'English',
  'MBBS',
];
export const EVENTS = [
  'Techxetra',
  'Alcheringa',
  'Techniche',
  'Mood Indigo',
  'Spring Fest',
  "Freshers' Night",
  'Incandescence',
  'Convocation',
  'Bihu Utsav',
  'Spardha',
  'Saraswati Puja',
  'Tecnoesis',
];
export const ACCESSORY_CATEGORIES = [
  'Drinkware',
  'Bags',
  'Headwear',
  'ID & Lanyards',
  'Stationery',
  'Stickers & Pins',
  'Keychains',
  'Technical',
  'Posters',
  'Phone Cases',
];
export const SUB_CATEGORIES = CASUAL_TAXONOMY.flatMap((group) => group.subCategories);

const COLOR_VARIANTS = (g: string) => `jsonb_build_array(
  jsonb_build_object('color', 'Black', 'hex', '#161616', 'images', jsonb_build_array('bench/t-' || ${g} || '-black-front.webp', 'bench/t-' || ${g} || '-black-back.webp')),
  jsonb_build_object('color', 'White', 'hex', '#ffffff', 'images', jsonb_build_array('bench/t-' || ${g} || '-white-front.webp')),
  jsonb_build_object('color', 'Navy', 'hex', '#1f2a44', 'images', jsonb_build_array('bench/t-' || ${g} || '-navy-front.webp')))`;

/** Creates `count` seller accounts and returns their ids. */
export async function createSellers(database: Database, count: number): Promise<string[]> {
  const rows = await database.query<{ id: string }>(
    `insert into users (full_name, email, phone, password_hash)
     select 'Bench Seller ' || g, 'bench-seller-' || g || '@example.com', lpad((9000000000 + g)::text, 10, '0'), 'not-a-hash'
     from generate_series(1, $1) g returning id`,
    [count],
  );
  return rows.map((r) => r.id);
}

/** Inserts t-shirts numbered from..to (inclusive). */
export async function insertTshirts(
  database: Database,
  sellerIds: string[],
  from: number,
  to: number,
): Promise<void> {
  const step = 25_000;
  for (let start = from; start <= to; start += step) {
    const end = Math.min(to, start + step - 1);
    await database.query(
      `with src as (
         select g,
           (g::bigint * 2654435761) % 1000 as r1, (g::bigint * 40503) % 997 as r2, (g::bigint * 69069) % 9973 as r3,
           (g::bigint * 48271) % 1009 as r4, (g::bigint * 16807) % 1013 as r5, (g::bigint * 7919) % 1000003 as r7
         from generate_series($1::int, $2::int) g
       ), shaped as (
         select g, r3, r5, r7,
           case when r1 < 550 then 'casual' when r1 < 700 then 'hostel' when r1 < 850 then 'university' else 'event' end as category,
           case when r2 % 2 = 0 then 'MEN' else 'LADIES' end as audience,
           29900 + (r4 % 7) * 10000 as price,
           case when r4 % 10 < 3 then 29900 + (r4 % 7) * 10000 - 5000 end as discount,
           case when r4 % 10 < 3 and r4 % 2 = 0 then now() + ((r5 % 20) + 1) * interval '1 day' end as sale_end
         from src
       )
       insert into designs (seller_id, title, description, price_paise, discount_price_paise, sale_end_time, sort_price_paise, sort_price_expires_at,
         color_variants, category, sub_category, target_audience, hostel_name, university_name, department_name, event_name,
         customizable, customizable_parts, allow_partial_payment, status, rating, review_count, created_at, updated_at)
       select
         ($3::uuid[])[1 + g % array_length($3::uuid[], 1)],
         initcap(($4::text[])[1 + (r3 % array_length($4::text[], 1))]) || ' ' || initcap(($5::text[])[1 + (r7 % array_length($5::text[], 1))]) || ' Tee',
         'The ' || ($4::text[])[1 + (r7 % array_length($4::text[], 1))] || ' ' || ($5::text[])[1 + (r3 % array_length($5::text[], 1))] ||
           ' print on soft combed cotton, made for ' || ($7::text[])[1 + (r5 % array_length($7::text[], 1))] || ' students.',
         price, discount, sale_end,
         coalesce(discount, price), sale_end,
         ${COLOR_VARIANTS('g')},
         category,
         case when category = 'casual' then ($6::text[])[1 + (r3 % array_length($6::text[], 1))] end,
         audience,
         case when category = 'hostel' then ($8::text[])[1 + (r5 % array_length($8::text[], 1))] end,
         case when category in ('hostel', 'university', 'event') then ($7::text[])[1 + (r3 % array_length($7::text[], 1))] end,
         case when category = 'university' and r5 % 3 = 0 then ($9::text[])[1 + (r7 % array_length($9::text[], 1))] end,
         case when category = 'event' then ($10::text[])[1 + (r5 % array_length($10::text[], 1))] end,
         r5 % 5 = 0, case when r5 % 5 = 0 then '["Name on back"]'::jsonb else '[]'::jsonb end, r5 % 4 = 0,
         case when r5 < 962 then 'approved' when r5 < 992 then 'pending' else 'rejected' end,
         least(5, 1 + (r7 % 41) / 10.0)::real, r7 % 300,
         now() - (r7 % 1000003) * interval '1 minute', now()
       from shaped`,
      [
        start,
        end,
        sellerIds,
        ADJECTIVES,
        NOUNS,
        SUB_CATEGORIES,
        UNIVERSITIES,
        HOSTELS,
        DEPARTMENTS,
        EVENTS,
      ],
    );
  }
}

/** Inserts accessories numbered from..to (inclusive). */
export async function insertAccessories(
  database: Database,
  sellerIds: string[],
  from: number,
  to: number,
): Promise<void> {
  await database.query(
    `with src as (
       select g, (g::bigint * 2654435761) % 1000 as r1, (g::bigint * 69069) % 9973 as r3, (g::bigint * 48271) % 1009 as r4,
         (g::bigint * 7919) % 1000003 as r7
       from generate_series($1::int, $2::int) g
     )
     insert into accessories (seller_id, title, description, price_paise, discount_price_paise, images, stock, status, category,
       sub_category, university_name, department_name, is_all_departments, is_technical, specifications, created_at, updated_at)
     select
       ($3::uuid[])[1 + g % array_length($3::uuid[], 1)],
       initcap(($4::text[])[1 + (r3 % array_length($4::text[], 1))]) || ' ' || initcap(($5::text[])[1 + (r7 % array_length($5::text[], 1))]) || ' ' ||
         (array['Mug', 'Bottle', 'Tote', 'Cap', 'Lanyard', 'Notebook', 'Sticker Pack', 'Keychain', 'Calculator', 'Mouse Pad'])[1 + r1 % 10],
       'Campus accessory for ' || ($7::text[])[1 + (r3 % array_length($7::text[], 1))] || ' students.',
       9900 + (r4 % 12) * 5000,
       case when r4 % 10 < 3 then 9900 + (r4 % 12) * 5000 - 2000 end,
       jsonb_build_array('bench/a-' || g || '-1.webp', 'bench/a-' || g || '-2.webp'),
       case when r1 % 25 = 0 then 0 else r4 % 200 end,
       case when r1 % 50 = 0 then 'inactive' else 'active' end,
       ($6::text[])[1 + (r1 % array_length($6::text[], 1))],
       null,
       case when r3 % 3 = 0 then ($7::text[])[1 + (r3 % array_length($7::text[], 1))] end,
       case when r3 % 5 = 0 then ($8::text[])[1 + (r7 % array_length($8::text[], 1))] end,
       r3 % 7 = 0, r1 % 3 = 0, '{"Material": "Cotton"}'::jsonb,
       now() - (r7 % 1000003) * interval '1 minute', now()
     from src`,
    [from, to, sellerIds, ADJECTIVES, NOUNS, ACCESSORY_CATEGORIES, UNIVERSITIES, DEPARTMENTS],
  );
}

/**
 * VACUUM ANALYZE after the bulk load: the steady state autovacuum reaches in production (fresh
 * statistics, and a visibility map so counts can use index-only scans).
 */
export async function analyze(database: Database): Promise<void> {
  for (const table of ['designs', 'accessories', 'users'])
    await database.query(`vacuum analyze ${table}`);
}
