/** Every React Query key in the app comes from this one factory. */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    me: () => ['auth', 'me'] as const,
  },
  users: {
    all: ['users'] as const,
    profile: () => ['users', 'profile'] as const,
  },
  tshirts: {
    all: ['tshirts'] as const,
    list: (params: Record<string, string | number | undefined>) =>
      ['tshirts', 'list', params] as const,
    detail: (id: string) => ['tshirts', 'detail', id] as const,
  },
  accessories: {
    all: ['accessories'] as const,
    list: (params: Record<string, string | number | boolean | undefined>) =>
      ['accessories', 'list', params] as const,
    detail: (id: string) => ['accessories', 'detail', id] as const,
  },
  search: {
    all: ['search'] as const,
    accessories: (q: string) => ['search', 'accessories', q] as const,
  },
} as const;
