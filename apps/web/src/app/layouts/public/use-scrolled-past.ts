import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `offset` pixels. False in the server's page and the
 * first render in the browser (the same for both); the scroll is read right after.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}
