import {
  CUSTOMER_SOURCE_LABELS,
  CUSTOMER_SOURCES,
  CUSTOMER_STATUS_LABELS,
  SPENDING_BAND_KEYS,
  SPENDING_BANDS,
} from '@salon/shared';
import { Button, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { usePublicBranches } from '../../branches/api/public-branches';
import adminPage from '../../admin/components/admin-page.module.css';
import type { CustomerListParams } from '../api/customers';

const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: `Tháng ${i + 1}`,
}));
const DAY = 'YYYY-MM-DD';

type Param = string | number | undefined;

function range(from: Param, to: Param) {
  return [from ? dayjs(String(from)) : null, to ? dayjs(String(to)) : null] as [
    dayjs.Dayjs | null,
    dayjs.Dayjs | null,
  ];
}

/** The list's filter panel: every filter of the API, each written to the page's address. */
export function CustomerFilters({
  params,
  onChange,
  onClear,
}: {
  params: CustomerListParams;
  onChange: (patch: CustomerListParams) => void;
  onClear: () => void;
}) {
  const branches = usePublicBranches();
  const text = (value: Param) => (value === undefined ? undefined : String(value));
  return (
    <div className={adminPage.toolbar} role="group" aria-label="Bộ lọc khách hàng">
      <Select<string>
        allowClear
        placeholder="Mọi chi nhánh"
        aria-label="Chi nhánh"
        loading={branches.isLoading}
        value={text(params.branch_id)}
        onChange={(value) => onChange({ branch_id: value })}
        options={(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
      />
      <Select<string>
        allowClear
        placeholder="Mọi mức chi tiêu"
        aria-label="Mức chi tiêu"
        value={text(params.spending)}
        onChange={(value) => onChange({ spending: value })}
        options={SPENDING_BAND_KEYS.map((key) => ({
          value: key,
          label: SPENDING_BANDS[key].label,
        }))}
      />
      <DatePicker.RangePicker
        aria-label="Lần ghé gần nhất"
        placeholder={['Ghé từ ngày', 'đến ngày']}
        format="DD/MM/YYYY"
        value={range(params.last_visit_from, params.last_visit_to)}
        onChange={(dates) =>
          onChange({
            last_visit_from: dates?.[0]?.format(DAY),
            last_visit_to: dates?.[1]?.format(DAY),
          })
        }
      />
      <Select<string>
        allowClear
        placeholder="Tháng sinh nhật"
        aria-label="Tháng sinh nhật"
        value={text(params.birthday_month)}
        onChange={(value) => onChange({ birthday_month: value })}
        options={MONTHS}
      />
      <Select<string>
        allowClear
        placeholder="Mọi nguồn"
        aria-label="Nguồn khách hàng"
        value={text(params.source)}
        onChange={(value) => onChange({ source: value })}
        options={CUSTOMER_SOURCES.map((s) => ({ value: s, label: CUSTOMER_SOURCE_LABELS[s] }))}
      />
      <Select<string>
        allowClear
        placeholder="Xác minh SĐT"
        aria-label="Xác minh số điện thoại"
        value={text(params.phone_verified)}
        onChange={(value) => onChange({ phone_verified: value })}
        options={[
          { value: 'true', label: 'Đã xác minh SĐT' },
          { value: 'false', label: 'Chưa xác minh SĐT' },
        ]}
      />
      <Select<string>
        allowClear
        placeholder="Mọi trạng thái"
        aria-label="Trạng thái tài khoản"
        value={text(params.status)}
        onChange={(value) => onChange({ status: value })}
        options={(['active', 'inactive'] as const).map((s) => ({
          value: s,
          label: CUSTOMER_STATUS_LABELS[s],
        }))}
      />
      <DatePicker.RangePicker
        aria-label="Ngày tham gia"
        placeholder={['Tham gia từ', 'đến ngày']}
        format="DD/MM/YYYY"
        value={range(params.joined_from, params.joined_to)}
        onChange={(dates) =>
          onChange({ joined_from: dates?.[0]?.format(DAY), joined_to: dates?.[1]?.format(DAY) })
        }
      />
      <Button className={adminPage.compact} onClick={onClear}>
        Xóa bộ lọc
      </Button>
    </div>
  );
}
