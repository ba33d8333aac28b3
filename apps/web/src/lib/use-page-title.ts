import { useEffect } from 'react';

const SITE = 'Salon Tóc Việt';

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : `${SITE} – Cắt, uốn, nhuộm và chăm sóc tóc`;
  }, [title]);
}
