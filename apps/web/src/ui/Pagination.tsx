import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './Icon';
import styles from './pagination.module.css';

/** The page numbers shown: all of them up to 7, else the first, the last and the current ±1. */
export function pageItems(current: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const from = Math.max(2, Math.min(current - 1, pages - 4));
  const to = Math.min(pages - 1, Math.max(current + 1, 5));
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [
    1,
    ...(from > 2 ? ['gap' as const] : []),
    ...middle,
    ...(to < pages - 1 ? ['gap' as const] : []),
    pages,
  ];
}

/**
 * Numbered pages with previous and next, each a 44 px target. With `hrefFor` every page is a
 * real link (crawlers and new tabs follow it; a plain click still calls `onChange`).
 */
export function Pagination({
  current,
  pageSize,
  total,
  onChange,
  hrefFor,
  hideOnSinglePage,
  className,
  children,
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  hrefFor?: (page: number) => string;
  hideOnSinglePage?: boolean;
  className?: string;
  /** Shown after the pages (e.g. a page-size choice). */
  children?: ReactNode;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (hideOnSinglePage && pages <= 1) return null;

  const item = (page: number, content: ReactNode, label: string, extra?: string) => {
    const disabled = page < 1 || page > pages;
    const active = page === current && !extra;
    const look = [styles.item, active ? styles.active : '', extra ?? ''].filter(Boolean).join(' ');
    if (hrefFor && !disabled && !active) {
      return (
        <Link
          to={hrefFor(page)}
          className={look}
          aria-label={label}
          preventScrollReset
          onClick={(event: MouseEvent) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onChange(page);
          }}
        >
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={look}
        aria-label={label}
        aria-current={active ? 'page' : undefined}
        disabled={disabled}
        onClick={() => {
          if (!active) onChange(page);
        }}
      >
        {content}
      </button>
    );
  };

  return (
    <nav
      aria-label="Phân trang"
      className={[styles.pagination, className].filter(Boolean).join(' ')}
    >
      <ul className={styles.list}>
        <li>{item(current - 1, <Icon icon={LeftOutlined} />, 'Trang trước', styles.arrow)}</li>
        {pageItems(current, pages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              •••
            </li>
          ) : (
            <li key={page}>{item(page, page, `Trang ${page}`)}</li>
          ),
        )}
        <li>{item(current + 1, <Icon icon={RightOutlined} />, 'Trang sau', styles.arrow)}</li>
      </ul>
      {children}
    </nav>
  );
}
