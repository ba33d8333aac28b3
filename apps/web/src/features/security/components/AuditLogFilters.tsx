import {
  AUDIT_ACTIONS,
  AUDIT_OUTCOMES,
  AUDIT_RESOURCES,
  AUDIT_RISK_LEVELS,
  compareVietnamese,
} from '@salon/shared';
import { Button, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAuditActors, type AuditLogParams } from '../api/audit-log';
import styles from './security.module.css';

const DAY = 'YYYY-MM-DD';
const options = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => compareVietnamese(a.label, b.label));

/** The audit log's search and filters; each change is written to the page's address. */
export function AuditLogFilters({
  params,
  onChange,
}: {
  params: AuditLogParams;
  onChange: (patch: AuditLogParams) => void;
}) {
  const actors = useAuditActors();
  const [search, setSearch] = useState(params.q ?? '');
  const debounced = useDebouncedValue(search.trim(), 400);
  useEffect(() => {
    if (debounced !== (params.q ?? '')) onChange({ q: debounced || undefined });
    // Only the typed term drives this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const select = (
    key: keyof AuditLogParams,
    placeholder: string,
    choices: { value: string; label: string }[],
  ) => (
    <Select
      allowClear
      aria-label={placeholder}
      placeholder={placeholder}
      value={params[key]}
      options={choices}
      onChange={(value?: string) => onChange({ [key]: value })}
      className={styles.filter}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
  const filtered = Object.entries(params).some(([key, value]) => key !== 'page' && value);

  return (
    <div className={styles.filters}>
      <Input.Search
        allowClear
        aria-label="Tìm trong nhật ký"
        placeholder="Tìm theo mô tả, đối tượng, mã…"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className={styles.search}
      />
      {select('action', 'Hành động', options(AUDIT_ACTIONS))}
      {select('resource', 'Đối tượng', options(AUDIT_RESOURCES))}
      {select(
        'risk',
        'Mức rủi ro',
        Object.entries(AUDIT_RISK_LEVELS).map(([value, label]) => ({ value, label })),
      )}
      {select(
        'outcome',
        'Kết quả',
        Object.entries(AUDIT_OUTCOMES).map(([value, label]) => ({ value, label })),
      )}
      {select(
        'actor_id',
        'Người thực hiện',
        (actors.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
      )}
      <DatePicker.RangePicker
        aria-label="Khoảng ngày"
        placeholder={['Từ ngày', 'đến ngày']}
        format="DD/MM/YYYY"
        value={[params.from ? dayjs(params.from) : null, params.to ? dayjs(params.to) : null]}
        onChange={(dates) =>
          onChange({ from: dates?.[0]?.format(DAY), to: dates?.[1]?.format(DAY) })
        }
        className={styles.range}
      />
      {filtered ? (
        <Button
          onClick={() => {
            setSearch('');
            onChange({
              q: undefined,
              action: undefined,
              resource: undefined,
              risk: undefined,
              outcome: undefined,
              actor_id: undefined,
              from: undefined,
              to: undefined,
            });
          }}
        >
          Xóa bộ lọc
        </Button>
      ) : null}
    </div>
  );
}
