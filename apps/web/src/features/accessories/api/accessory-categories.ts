import type {
  AccessoryCategoriesResponse,
  AccessorySubcategoriesResponse,
} from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const FIVE_MINUTES = 5 * 60_000;

/** GET /api/accessories/categories: the categories in use, offered as suggestions. */
export function useAccessoryCategories() {
  return useQuery({
    queryKey: queryKeys.accessories.categories(),
    queryFn: ({ signal }) =>
      api.get<AccessoryCategoriesResponse>('accessories/categories', { signal }),
    select: (data) => data.categories ?? [],
    staleTime: FIVE_MINUTES,
  });
}

/** GET /api/accessories/subcategories/{category}: the sub-categories used within a category. */
export function useAccessorySubcategories(category: string) {
  const trimmed = category.trim();
  return useQuery({
    queryKey: queryKeys.accessories.subcategories(trimmed),
    queryFn: ({ signal }) =>
      api.get<AccessorySubcategoriesResponse>(
        `accessories/subcategories/${encodeURIComponent(trimmed)}`,
        { signal },
      ),
    select: (data) => data.subcategories ?? [],
    enabled: trimmed.length > 0 && trimmed.length <= 50,
    staleTime: FIVE_MINUTES,
  });
}
