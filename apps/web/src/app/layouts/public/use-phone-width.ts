import { useEffect, useState } from 'react';

const PHONE = '(max-width: 767px)';

/**
 * True on a phone-wide window (below 768 px). False in the server's page and the first render
 * in the browser, so both are the same; the real answer follows right after.
 */
export function usePhoneWidth(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}
