import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { createElement, type ReactNode } from 'react';
import styles from './ui.module.css';

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { key, ...node.attrs },
    node.children?.map((child, index) => draw(child, index)),
  );
}

export interface IconProps {
  /** An outlined or filled icon from `@ant-design/icons-svg/es/asn/…` (paths only, no runtime). */
  icon: IconDefinition;
  /** Read aloud; without it the icon is decoration and hidden from screen readers. */
  label?: string;
  className?: string;
}

/** The Ant Design icon set drawn as plain SVG, the size and colour of the text around it. */
export function Icon({ icon, label, className }: IconProps) {
  const node = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6e6e6') : icon.icon;
  const svg = draw({
    ...node,
    attrs: { ...node.attrs, width: '1em', height: '1em', fill: 'currentColor' },
  });
  return (
    <span
      className={[styles.icon, className].filter(Boolean).join(' ')}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {svg}
    </span>
  );
}
