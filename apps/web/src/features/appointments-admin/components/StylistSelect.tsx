import { Select } from 'antd';
import { useDeskStylists } from '../api/desk-queries';

/** The active stylists of a branch; empty means "any free stylist". */
export function StylistSelect({
  branchId,
  value,
  onChange,
  placeholder = 'Tự động chọn stylist rảnh',
  id,
}: {
  branchId: number | undefined;
  value?: number | null | undefined;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  id?: string;
}) {
  const stylists = useDeskStylists(branchId);
  return (
    <Select
      id={id}
      allowClear
      value={value ?? undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      placeholder={placeholder}
      loading={stylists.isLoading}
      options={(stylists.data ?? []).map((stylist) => ({
        value: stylist.id,
        label: stylist.title ? `${stylist.name} · ${stylist.title}` : stylist.name,
      }))}
      notFoundContent={stylists.isError ? 'Không thể tải danh sách stylist' : 'Không có stylist'}
    />
  );
}
