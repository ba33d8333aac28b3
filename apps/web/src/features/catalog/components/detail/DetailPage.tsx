import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ImageGallery } from '../../../../components/ImageGallery';
import { usePageTitle } from '../../../../lib/use-page-title';
import { isNotFound } from '../../api/item-detail';
import { DetailHeader } from './DetailHeader';
import { DetailLoadError, DetailSkeleton, RedirectMissing } from './DetailStates';
import styles from './detail.module.css';

interface DetailItem {
  name: string;
  category?: { name: string; slug: string } | null;
}

/**
 * The frame of a product or service page: the title, breadcrumbs, and the loading, error and
 * not-found states (a missing item sends the visitor back to its list, saying why).
 */
export function DetailPage<T extends DetailItem>({
  query,
  list,
  notFoundMessage,
  defaultTitle,
  children,
}: {
  query: UseQueryResult<T>;
  /** The list the item belongs to: where the breadcrumbs and a missing item lead. */
  list: { to: string; label: string };
  notFoundMessage: string;
  /** The tab title until the item's name is known. */
  defaultTitle: string;
  children: (item: T) => ReactNode;
}) {
  usePageTitle(query.data?.name ?? defaultTitle);

  if (query.isError && isNotFound(query.error)) {
    return <RedirectMissing to={list.to} message={notFoundMessage} />;
  }
  return (
    <div className={`container ${styles.page}`}>
      <DetailHeader list={list} category={query.data?.category} name={query.data?.name} />
      {query.isPending ? (
        <DetailSkeleton />
      ) : query.isError ? (
        <DetailLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </div>
  );
}

/** The gallery (its first picture the page's largest) beside a card of the item's facts. */
export function DetailSummary({
  item,
  children,
}: {
  item: { name: string; image_urls: string[]; thumbnail_urls: string[] };
  children: ReactNode;
}) {
  return (
    <div className={styles.summary}>
      <ImageGallery
        images={item.image_urls}
        thumbnails={item.thumbnail_urls}
        alt={item.name}
        priority
      />
      <div className={styles.card}>
        <div className={styles.info}>{children}</div>
      </div>
    </div>
  );
}

/** The item's short description under its name, when it has one. */
export function DetailLead({ text }: { text: string | null }) {
  return text ? <p className={`${styles.secondary} ${styles.lead}`}>{text}</p> : null;
}
