import { useEffect } from 'react';
import { useSiteSettings } from '@/lib/site-settings';

/** The tab's title and the page description follow the admin's site name and description. */
export function SiteDocumentMeta() {
  const { data } = useSiteSettings();
  useEffect(() => {
    if (!data) return;
    document.title = data.siteName;
    const description = document.querySelector('meta[name="description"]');
    if (description && data.siteDescription)
      description.setAttribute('content', data.siteDescription);
  }, [data]);
  return null;
}
