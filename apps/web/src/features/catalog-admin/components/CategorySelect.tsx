import type { CategoryType } from '@salon/shared';
import { Select, type SelectProps } from 'antd';
import { useCategoryTree } from '../api/categories';

/** Categories of one type, children indented under their parent. */
export function CategorySelect({
  type,
  ...props
}: { type: CategoryType } & Omit<SelectProps<number>, 'options' | 'loading'>) {
  const tree = useCategoryTree(type);
  const options = (tree.data ?? []).flatMap((root) => [
    { value: root.id, label: root.name },
    ...root.children.map((child) => ({ value: child.id, label: `— ${child.name}` })),
  ]);
  return (
    <Select
      {...props}
      loading={tree.isLoading}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={tree.isError ? 'Không thể tải danh mục' : undefined}
    />
  );
}
