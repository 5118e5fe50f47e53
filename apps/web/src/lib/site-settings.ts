import {
  DEFAULT_RETURN_WINDOW_DAYS,
  DEFAULT_DROP_MIN_LEAD_SECONDS,
  SITE,
  type PublicSiteSettings,
} from '@campus-threads/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { pageDataFor } from './page-data';
import { queryKeys } from './query-keys';

/**
 * The shop's public settings (`GET /api/settings`): the site name the header, title and pages
 * show, maintenance mode, and the return window. Fetched once per page load; the admin settings page replaces the
 * cached copy when it saves, so the change shows at once in that tab. Home, listing, product,
 * accessories and cart pages get them with their HTML (lib/page-data.ts).
 */
export const SITE_SETTINGS_KEY = queryKeys.siteSettings();

/** What pages show until the settings arrive (or when they cannot be read). */
export const DEFAULT_SITE_SETTINGS: PublicSiteSettings = {
  siteName: SITE.name,
  siteDescription: SITE.tagline,
  maintenanceMode: false,
  demoAccounts: [],
  returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
  dropMinLeadSeconds: DEFAULT_DROP_MIN_LEAD_SECONDS,
};

export function getSiteSettings(signal?: AbortSignal): Promise<PublicSiteSettings> {
  return api.get<PublicSiteSettings>('settings', { signal, auth: false });
}

export function useSiteSettings() {
  // The pages the server knows bring them in their HTML: no call, no second render of the header.
  const seed = pageDataFor<PublicSiteSettings>(SITE_SETTINGS_KEY);
  return useQuery({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: ({ signal }) => getSiteSettings(signal),
    initialData: seed?.data,
    initialDataUpdatedAt: seed?.updatedAt,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The site name as the admin set it (the built-in name until it is known). */
export function useSiteName(): string {
  return useSiteSettings().data?.siteName ?? DEFAULT_SITE_SETTINGS.siteName;
}

/** After a save: every page of this tab shows the new values without another request. */
export function setSiteSettings(queryClient: QueryClient, settings: PublicSiteSettings): void {
  queryClient.setQueryData<PublicSiteSettings>(SITE_SETTINGS_KEY, {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    maintenanceMode: settings.maintenanceMode,
    demoAccounts: settings.demoAccounts,
    returnWindowDays: settings.returnWindowDays,
    dropMinLeadSeconds: settings.dropMinLeadSeconds,
  });
}

/**
 * RETURN_WINDOW_DAYS as the server applies it (docs/decisions/0059); the contract's default until
 * the settings arrive (the server checks the window again on every request).
 */
export function useReturnWindowDays(): number {
  return useSiteSettings().data?.returnWindowDays ?? DEFAULT_SITE_SETTINGS.returnWindowDays;
}

/** The wordmark: the last word in the accent colour ("Campus" + " Threads"); one word stays plain. */
export function splitSiteName(name: string): { lead: string; accent: string } {
  const trimmed = name.trim();
  const at = trimmed.lastIndexOf(' ');
  if (at <= 0) return { lead: trimmed, accent: '' };
  return { lead: trimmed.slice(0, at), accent: trimmed.slice(at) };
}
