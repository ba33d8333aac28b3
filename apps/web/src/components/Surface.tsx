import type { HTMLAttributes, ReactNode } from 'react';
import styles from './surface.module.css';

export interface SurfaceProps extends HTMLAttributes<HTMLElement> {
  /** Shown edge to edge above the body (a picture). */
  cover?: ReactNode;
  /** `article` for an item of a list, `div` for decoration. */
  as?: 'article' | 'div';
}

/**
 * A white card with a border, as Ant Design draws one, for the storefront's first screens.
 * Ant Design's Card brings its tabs along, which every first visit would pay for.
 */
export function Surface({ cover, as: Tag = 'div', className, children, ...rest }: SurfaceProps) {
  return (
    <Tag className={className ? `${styles.surface} ${className}` : styles.surface} {...rest}>
      {cover}
      <div className={styles.body}>{children}</div>
    </Tag>
  );
}
