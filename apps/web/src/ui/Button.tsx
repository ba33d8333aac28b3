import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from './Spinner';
import styles from './ui.module.css';

export type ButtonVariant = 'primary' | 'default' | 'text' | 'link' | 'danger';

interface Look {
  variant?: ButtonVariant;
  /** middle 44 px, large 48 px: both at least a finger's width (no smaller size is offered). */
  size?: 'middle' | 'large';
  block?: boolean;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function buttonClass({ variant = 'default', size = 'middle', block, className }: Look) {
  return [
    styles.button,
    styles[`button-${variant}`],
    size === 'large' ? styles['button-large'] : '',
    block ? styles['button-block'] : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = Look &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & { loading?: boolean };

/** A button with the storefront's look (Ant Design's, without its runtime). */
export function Button({
  variant,
  size,
  block,
  icon,
  className,
  children,
  loading,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={rest.disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass({ variant, size, block, className })}
    >
      {loading ? <Spinner size="small" /> : icon}
      {children !== undefined && children !== null ? <span>{children}</span> : null}
    </button>
  );
}

export type ButtonLinkProps = Look &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children' | 'href'> &
  ({ to: string; href?: never } | { href: string; to?: never });

/**
 * A link that looks like a button: `to` for a page of ours (the router navigates), `href` for
 * anything else (tel:, Zalo, a file).
 */
export function ButtonLink({
  variant,
  size,
  block,
  icon,
  className,
  children,
  to,
  href,
  ...rest
}: ButtonLinkProps) {
  const look = buttonClass({ variant, size, block, className });
  const content = (
    <>
      {icon}
      {children !== undefined && children !== null ? <span>{children}</span> : null}
    </>
  );
  if (to !== undefined) {
    return (
      <Link to={to} {...rest} className={look}>
        {content}
      </Link>
    );
  }
  return (
    <a href={href} {...rest} className={look}>
      {content}
    </a>
  );
}
