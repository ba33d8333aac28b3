import { SearchOutlined } from '@ant-design/icons';
import { CATALOG_LIMITS } from '@salon/shared';
import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import styles from './catalog-toolbar.module.css';

/** Search (debounced 500 ms) and sort for a catalogue list. */
export function CatalogToolbar<S extends string>({
  search,
  onSearch,
  placeholder,
  sort,
  sorts,
  sortLabels,
  onSort,
  children,
}: {
  search: string;
  onSearch: (search: string) => void;
  placeholder: string;
  sort: S;
  sorts: readonly S[];
  sortLabels: Record<S, string>;
  onSort: (sort: S) => void;
  children?: React.ReactNode;
}) {
  const [input, setInput] = useState(search);
  const [lastSearch, setLastSearch] = useState(search);
  if (search !== lastSearch) {
    // Filters cleared elsewhere (e.g. 'Bỏ lọc') empty the box too.
    setLastSearch(search);
    if (search === '') setInput('');
  }
  const debounced = useDebouncedValue(input.trim(), 500);
  useEffect(() => {
    if (debounced !== search) onSearch(debounced);
    // Only a new debounced term starts a search; `search` follows the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className={styles.toolbar}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={placeholder}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        aria-label={placeholder}
        className={styles.search}
        maxLength={CATALOG_LIMITS.searchMax}
      />
      {children}
      <Select
        value={sort}
        onChange={onSort}
        options={sorts.map((value) => ({ value, label: sortLabels[value] }))}
        aria-label="Sắp xếp"
        className={styles.sort}
      />
    </div>
  );
}
