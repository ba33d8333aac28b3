/** A phone number as written on the page ('1900 6868', '+84 28 …') as a `tel:` address. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
