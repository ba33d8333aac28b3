import { pageTitle } from '@salon/shared';
import { useEffect } from 'react';

/**
 * Sets `document.title` as the server writes it in the page it sends (`pageTitle` in
 * packages/shared): pages of the shared PAGE_SEO table pass `PAGE_SEO.<page>.title`.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
