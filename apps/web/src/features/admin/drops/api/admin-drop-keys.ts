/** The React Query keys of /admin/drops, under the admin screens' `admin` prefix. */
export const adminDropKeys = {
  all: ['admin', 'drops'] as const,
  list: (params: Readonly<Record<string, unknown>>) => ['admin', 'drops', 'list', params] as const,
};
