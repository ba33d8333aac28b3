import type { PublicSettings } from '@salon/shared';
import { useEffect } from 'react';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/**
 * The page's icon and keywords from the settings, as the server writes them in the page it
 * sends: kept in step when the settings change while the app is open.
 */
export function useSiteHead(settings: Pick<PublicSettings, 'seo' | 'branding'>): void {
  const icon = settings.branding.favicon_url || '/favicon.svg';
  const keywords = settings.seo.keywords;
  useEffect(() => {
    const link = headElement('link[rel="icon"]', () => {
      const created = document.createElement('link');
      created.rel = 'icon';
      return created;
    });
    link.type = icon.endsWith('.svg') ? 'image/svg+xml' : 'image/webp';
    link.href = icon;
  }, [icon]);
  useEffect(() => {
    const meta = headElement('meta[name="keywords"]', () => {
      const created = document.createElement('meta');
      created.name = 'keywords';
      return created;
    });
    meta.content = keywords;
  }, [keywords]);
}
