import { INDIAN_STATES } from './india';

/**
 * Casual collection taxonomy: main groups, each with its sub-categories. The seller wizard and the
 * shop's filter both read this list. The spec names the groups but not their
 * sub-categories; these lists are ours.
 */
export type TaxonomyGroup = { id: string; name: string; subCategories: readonly string[] };

export const OFFICIAL_SUBCATEGORY = 'officialclothing';

export const CASUAL_TAXONOMY: readonly TaxonomyGroup[] = [
  {
    id: 'officialBrand',
    name: 'Official Brand',
    subCategories: [OFFICIAL_SUBCATEGORY, 'Campus Threads Originals', 'Limited Drops'],
  },
  {
    id: 'best-sellers',
    name: 'Best Sellers',
    subCategories: ['Top Rated', 'Most Loved', 'Back in Stock', 'Staff Picks'],
  },
  {
    id: 'animals',
    name: 'Animals',
    subCategories: ['Cats', 'Dogs', 'Wildlife', 'Birds', 'Ocean Life', 'Endangered Species'],
  },
  {
    id: 'arts-crafts-diy',
    name: 'Arts Crafts & DIY',
    subCategories: [
      'Design Lover',
      'Doodles',
      'Typography',
      'Sketch Art',
      'Calligraphy',
      'Madhubani & Folk Art',
    ],
  },
  {
    id: 'academics-science',
    name: 'Academics – Science',
    subCategories: ['Physics', 'Chemistry', 'Biology', 'Mathematics', 'Astronomy', 'Geology'],
  },
  {
    id: 'academics-commerce',
    name: 'Academics – Commerce & Business',
    subCategories: ['Accounting', 'Finance', 'Economics', 'Marketing', 'Entrepreneurship'],
  },
  {
    id: 'academics-humanities',
    name: 'Academics – Humanities',
    subCategories: ['Literature', 'History', 'Philosophy', 'Psychology', 'Sociology', 'Languages'],
  },
  {
    id: 'academics-engineering',
    name: 'Academics – Engineering',
    subCategories: [
      'Computer Science',
      'Mechanical',
      'Electrical',
      'Civil',
      'Electronics',
      'Chemical',
    ],
  },
  {
    id: 'academics-medical',
    name: 'Academics – Medical',
    subCategories: ['MBBS Life', 'Nursing', 'Pharmacy', 'Dental', 'Anatomy'],
  },
  {
    id: 'campus-life',
    name: 'Campus Life',
    subCategories: [
      'Campus Favorites',
      'Hostel Life',
      'Exam Season',
      'Canteen & Chai',
      'Fresher Year',
      'Farewell',
    ],
  },
  {
    id: 'pop-culture',
    name: 'Pop Culture & Entertainment',
    subCategories: ['Movies', 'TV Series', 'Bollywood', 'Anime', 'Comics', 'Cricket Fandom'],
  },
  {
    id: 'meme-zone',
    name: 'Meme Zone',
    subCategories: ['Trending Memes', 'Desi Memes', 'Classic Memes', 'Student Memes', 'Puns'],
  },
  {
    id: 'gaming',
    name: 'Gaming',
    subCategories: ['PC Gaming', 'Console', 'Mobile Gaming', 'Esports', 'Retro Games'],
  },
  {
    id: 'fantasy-scifi',
    name: 'Fantasy & Sci-Fi',
    subCategories: ['Space', 'Dragons & Myths', 'Cyberpunk', 'Superheroes', 'Mythology'],
  },
  {
    id: 'music',
    name: 'Music',
    subCategories: ['Rock', 'Hip-Hop', 'Indie', 'Classical', 'Bollywood Music', 'EDM'],
  },
  {
    id: 'politics',
    name: 'Politics',
    subCategories: ['Democracy', 'Constitution', 'Student Politics', 'Satire'],
  },
  {
    id: 'technology',
    name: 'Technology',
    subCategories: ['Coding', 'AI & Robotics', 'Open Source', 'Startups', 'Hardware Hacking'],
  },
  {
    id: 'sports-fitness',
    name: 'Sports & Fitness',
    subCategories: ['Cricket', 'Football', 'Badminton', 'Gym', 'Yoga', 'Running', 'Kabaddi'],
  },
  {
    id: 'motivational',
    name: 'Motivational & Aesthetic',
    subCategories: ['Quotes', 'Minimal', 'Aesthetic', 'Mindfulness', 'Retro Vibes'],
  },
  {
    id: 'custom',
    name: 'Custom & Personalized',
    subCategories: ['Name Prints', 'Batch Tees', 'Couple Tees', 'Family', 'Birthday'],
  },
  {
    id: 'clubs',
    name: 'Clubs & Communities',
    subCategories: [
      'Coding Club',
      'Drama Club',
      'Photography Club',
      'NSS & NCC',
      'Debate Society',
      'Music Club',
    ],
  },
  {
    id: 'jobs-career',
    name: 'Jobs & Career',
    subCategories: [
      'Placement Season',
      'Interns',
      'Developers',
      'Designers',
      'Future Doctors',
      'Future Engineers',
    ],
  },
  {
    id: 'lgbtqia-pride',
    name: 'LGBTQIA+ Pride',
    subCategories: ['Pride Flags', 'Love is Love', 'Ally', 'Pride Month'],
  },
  {
    id: 'political-social',
    name: 'Political & Social',
    subCategories: [
      'Environment',
      'Equality',
      'Mental Health',
      'Education for All',
      'Social Causes',
    ],
  },
  {
    id: 'country-state-pride',
    name: 'Country & State Pride',
    subCategories: ['India', ...INDIAN_STATES],
  },
];

export function findTaxonomyGroup(idOrName: string): TaxonomyGroup | undefined {
  const key = idOrName.trim().toLowerCase();
  return CASUAL_TAXONOMY.find((g) => g.id.toLowerCase() === key || g.name.toLowerCase() === key);
}

/** The group a sub-category belongs to (first match), for headings and breadcrumbs. */
export function groupOfSubCategory(subCategory: string): TaxonomyGroup | undefined {
  const key = subCategory.trim().toLowerCase();
  return CASUAL_TAXONOMY.find((g) => g.subCategories.some((s) => s.toLowerCase() === key));
}

/** Legacy wizard names and their homes. */
export const LEGACY_CASUAL_SUBCATEGORIES = {
  'Design Lover': 'arts-crafts-diy',
  'Trending Memes': 'meme-zone',
  'Campus Favorites': 'campus-life',
} as const;
export const DEFAULT_CASUAL_SUBCATEGORY = 'Design Lover';
