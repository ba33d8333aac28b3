/** The encodings a kept reply comes in besides plain bytes, best first. */
export type ContentEncoding = 'br' | 'gzip';

const chosen = new Map<string, ContentEncoding | null>();
/** Browsers send a handful of different headers; anything past this is parsed each time. */
const REMEMBERED_HEADERS = 64;

function parse(header: string): ContentEncoding | null {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** What to send for an `Accept-Encoding` header: brotli, gzip, or plain bytes (null). */
export function preferredEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = parse(header);
    if (chosen.size < REMEMBERED_HEADERS) chosen.set(header, encoding);
  }
  return encoding;
}
