import {
  ROLE_LABELS,
  STAFF_ROLES,
  STAFF_STATUS_LABELS,
  STAFF_STATUSES,
  type StaffRole,
  type StaffStatus,
} from '@salon/shared';
import { Checkbox, Input, Select } from 'antd';
import { usePublicBranches } from '../../branches/api/public-branches';
import adminPage from '../../admin/components/admin-page.module.css';

export interface StaffFilterValues {
  search: string;
  role?: StaffRole | undefined;
  branch_id?: number | undefined;
  status?: StaffStatus | undefined;
  is_stylist?: boolean | undefined;
}

/** Search, role, branch, status and "stylists only". */
export function StaffFilters({
  value,
  onChange,
}: {
  value: StaffFilterValues;
  onChange: (patch: Partial<StaffFilterValues>) => void;
}) {
  const branches = usePublicBranches();
  return (
    <div className={adminPage.toolbar}>
      <Input.Search
        allowClear
        className={adminPage.search}
        placeholder="Tìm theo tên, e-mail, số điện thoại…"
        aria-label="Tìm nhân viên"
        value={value.search}
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <Select<StaffRole>
        allowClear
        placeholder="Mọi vai trò"
        aria-label="Lọc theo vai trò"
        value={value.role}
        onChange={(role) => onChange({ role })}
        options={STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
      />
      <Select<number>
        allowClear
        placeholder="Mọi chi nhánh"
        aria-label="Lọc theo chi nhánh"
        loading={branches.isPending}
        value={value.branch_id}
        onChange={(branch_id) => onChange({ branch_id })}
        options={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
      />
      <Select<StaffStatus>
        allowClear
        placeholder="Mọi trạng thái"
        aria-label="Lọc theo trạng thái"
        value={value.status}
        onChange={(status) => onChange({ status })}
        options={STAFF_STATUSES.map((s) => ({ value: s, label: STAFF_STATUS_LABELS[s] }))}
      />
      <Checkbox
        className={adminPage.compact}
        checked={value.is_stylist === true}
        onChange={(e) => onChange({ is_stylist: e.target.checked ? true : undefined })}
      >
        Chỉ stylist
      </Checkbox>
    </div>
  );
}
