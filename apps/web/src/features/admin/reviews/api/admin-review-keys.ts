/** The React Query keys of /admin/reviews, under the admin screens' `admin` prefix. */
export const adminReviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: (params: Readonly<Record<string, unknown>>) =>
    ['admin', 'reviews', 'list', params] as const,
};
