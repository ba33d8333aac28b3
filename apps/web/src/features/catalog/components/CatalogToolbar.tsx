import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { CATALOG_LIMITS } from '@salon/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Icon, Select } from '../../../ui';
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
  children?: ReactNode;
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
      <span className={styles.search}>
        <Icon icon={SearchOutlined} className={styles.searchIcon} />
        <input
          type="text"
          enterKeyHint="search"
          className={styles.input}
          placeholder={placeholder}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          aria-label={placeholder}
          maxLength={CATALOG_LIMITS.searchMax}
        />
        {input ? (
          <button
            type="button"
            className={styles.clear}
            aria-label="Xóa tìm kiếm"
            onClick={() => setInput('')}
          >
            <Icon icon={CloseCircleFilled} />
          </button>
        ) : null}
      </span>
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

/** An on/off filter beside the search ('Còn hàng'), a 44 px tall target. */
export function ToolbarCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.box} aria-hidden="true" />
      <span>{children}</span>
    </label>
  );
}
