import { DrawingGate } from './drawing-gate.js';
import { DrawingTime } from './drawing-time.js';
import { VisitorBudget, visitorOf } from './visitor-budget.js';

/**
 * Pages a visitor may have drawn per minute when they are not kept (a made-up query string, a
 * missing item, the first visit after a write). A shopper's first page is drawn, the next ones
 * are drawn in the browser; reloads of the site's pages are kept. So a person makes a few a
 * minute, and a salon's wifi or a carrier's shared address some tens; one drawing costs 20–90 ms
 * of CPU, so 30 a minute is at most ~3 % of a core per address.
 */
export const DRAWINGS_PER_MINUTE = 30;
/**
 * Drawings under way at once on this instance. They run on the one event-loop thread, whatever
 * the cores: a few at once overlap their data calls; more would only make each one, and every
 * other request on the loop, wait longer.
 */
export const DRAWINGS_AT_ONCE = 4;
/** Drawings that may wait for a place, and how long: about what the places draw in that time. */
export const DRAWINGS_WAITING = 16;
export const DRAWING_WAIT_MS = 1000;
/**
 * The most of the instance's time such drawings may take, over about the last second: many
 * addresses, each within its budget, still leave half of the loop to kept pages and the API.
 */
export const DRAWING_SHARE = 0.5;
/** Visitors whose budget is remembered (~100 bytes each). */
const VISITORS = 20_000;

/**
 * Bounds the CPU spent on drawings that are not kept: per visitor (client address), and on the
 * instance in number at once and in share of its time. Counted in memory, per instance, since the CPU it guards is the instance's. A drawing
 * refused gets null: the page the browser draws itself, which costs next to nothing, rather than
 * a 429 that would turn away a customer sharing an address with whoever spent the budget.
 * This machine's own addresses have no budget of their own: they are a reverse proxy on it whose
 * clients' addresses are not trusted (TRUST_PROXY), so every visitor at once, or its own checks
 * and tests; the instance's bound holds for them.
 */
export function limitDrawings(): <T>(
  ip: string,
  draw: () => Promise<T | null>,
) => Promise<T | null> {
  const budget = new VisitorBudget(DRAWINGS_PER_MINUTE, VISITORS);
  const gate = new DrawingGate(DRAWINGS_AT_ONCE, DRAWINGS_WAITING, DRAWING_WAIT_MS);
  const time = new DrawingTime(DRAWING_SHARE);
  return async (ip, draw) => {
    if (!time.allows()) return null;
    const visitor = visitorOf(ip);
    const local = visitor === '0:0:0:0::/64' || visitor.startsWith('127.');
    return local || budget.take(visitor) ? gate.run(() => time.measure(draw), null) : null;
  };
}
