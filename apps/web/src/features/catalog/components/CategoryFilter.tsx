import type { CategoryWithCount } from '@salon/shared';
import { Button, Skeleton } from 'antd';
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
  if (loading) return <Skeleton.Button active block className={styles.skeleton} />;
  const topLevel = (categories ?? []).filter((category) => category.parent_id === null);
  const total = topLevel.reduce((sum, category) => sum + category.count, 0);
  return (
    <div className={styles.filter} role="group" aria-label="Lọc theo danh mục">
      <Button
        shape="round"
        type={selected ? 'default' : 'primary'}
        aria-pressed={!selected}
        onClick={() => onSelect('')}
      >
        Tất cả ({total})
      </Button>
      {topLevel.map((category) => (
        <Button
          key={category.id}
          shape="round"
          type={selected === category.slug ? 'primary' : 'default'}
          aria-pressed={selected === category.slug}
          onClick={() => onSelect(category.slug)}
        >
          {category.name} ({category.count})
        </Button>
      ))}
    </div>
  );
}
