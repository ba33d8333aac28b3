import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-drawn page that hydrates on its own. React hydrates the content of a
 * Suspense boundary after the root, in a low-priority render that yields to the browser every
 * few milliseconds, instead of one long task for the whole page (a phone would not answer a tap
 * meanwhile). A tap on a part not hydrated yet hydrates that part first and is then replayed.
 * Nothing is shown in place of the part: it is already in the HTML.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
