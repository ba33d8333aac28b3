import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * A part that needs the browser (a lazy Ant Design form, the booking wizard): drawn only after
 * hydration, in a box of the size it will take (`reserve`, a class with its min-height), so
 * neither the server's page nor the hydrated one moves when it comes.
 */
export function AfterHydration({
  reserve,
  placeholder,
  children,
}: {
  reserve: string | undefined;
  /** Drawn in the box meanwhile (a skeleton); nothing when not given. */
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const box = (
    <div className={reserve} aria-busy="true">
      {placeholder}
    </div>
  );
  return hydrated ? <Suspense fallback={box}>{children}</Suspense> : box;
}
