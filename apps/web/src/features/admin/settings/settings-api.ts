import type { AdminSiteSettings, SiteSettingsUpdateBody } from '@campus-threads/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { setSiteSettings } from '@/lib/site-settings';

/** GET /api/admin/settings: every setting plus the System Info (admins only). */
export function getAdminSettings(signal?: AbortSignal): Promise<AdminSiteSettings> {
  return api.get<AdminSiteSettings>('admin/settings', { signal });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: queryKeys.admin.settings.all,
    queryFn: ({ signal }) => getAdminSettings(signal),
    staleTime: 0,
  });
}

/** PUT /api/admin/settings; the header, title and maintenance gate of this tab follow at once. */
export function saveAdminSettings(body: SiteSettingsUpdateBody): Promise<AdminSiteSettings> {
  return api.put<AdminSiteSettings>('admin/settings', body);
}

export function useSaveAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.admin.settings.all, saved);
      setSiteSettings(queryClient, saved);
    },
  });
}
