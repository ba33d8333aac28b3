import type { CategoryWithCount } from '@salon/shared';
import { Button, Skeleton } from '../../../ui';
import styles from './category-filter.module.css';

/** 'Tất cả' and one button per top-level category, each with its count. */
export function CategoryFilter({
  categories,
  loading,
  selected,
  onSelect,
}: {
  categories: CategoryWithCount[] | undefined;
  loading: boolean;
  selected: string;
  onSelect: (slug: string) => void;
}) {
  if (loading) return <Skeleton height={44} radius={22} className={styles.skeleton} />;
  const topLevel = (categories ?? []).filter((category) => category.parent_id === null);
  const total = topLevel.reduce((sum, category) => sum + category.count, 0);
  const chip = (slug: string, label: string) => (
    <Button
      key={slug || 'all'}
      variant={selected === slug ? 'primary' : 'default'}
      className={styles.chip}
      aria-pressed={selected === slug}
      onClick={() => onSelect(slug)}
    >
      {label}
    </Button>
  );
  return (
    <div className={styles.filter} role="group" aria-label="Lọc theo danh mục">
      {chip('', `Tất cả (${total})`)}
      {topLevel.map((category) => chip(category.slug, `${category.name} (${category.count})`))}
    </div>
  );
}
