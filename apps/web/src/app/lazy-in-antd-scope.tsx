import { lazy, type ComponentType } from 'react';

/**
 * A part that needs Ant Design, loaded on demand (a tap, a forced step) together with its own
 * Ant Design scope: neither is in the first load of a storefront page.
 */
export function lazyInAntdScope<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Part, { AntdScope }] = await Promise.all([load(), import('./antd-scope')]);
    function Scoped(props: P) {
      return (
        <AntdScope>
          <Part {...props} />
        </AntdScope>
      );
    }
    return { default: Scoped };
  });
}
