import { ClearOutlined } from '@ant-design/icons';
import {
  ADMIN_ORDER_SORT_LABELS,
  ADMIN_ORDER_SORTS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '@salon/shared';
import { Button, DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePublicBranches } from '../../branches/api/public-branches';
import type { useOrderListParams } from './use-order-list-params';
import styles from './orders-admin.module.css';

type ListState = ReturnType<typeof useOrderListParams>;

const options = <T extends string>(list: readonly T[], labels: Record<T, string>) =>
  list.map((value) => ({ value, label: labels[value] }));

/** Search, the five filters, the date range and the sort of the orders list. */
export function OrderFilters({
  state,
  branchLocked,
}: {
  state: ListState;
  /** Staff bound to a branch see their branch only: no branch filter. */
  branchLocked: boolean;
}) {
  const { params, update, clear, hasFilters } = state;
  const branches = usePublicBranches();
  const [text, setText] = useState(params.search ?? '');
  const debounced = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (debounced !== (params.search ?? '')) update({ q: debounced || undefined });
    // Only the typed text drives this; the URL follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className={styles.filters} role="search" aria-label="Lọc đơn hàng">
      <Input.Search
        allowClear
        className={styles.searchBox}
        placeholder="Mã đơn, tên hoặc số điện thoại khách"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label="Tìm đơn hàng"
      />
      <Select
        allowClear
        placeholder="Trạng thái đơn"
        aria-label="Lọc theo trạng thái đơn"
        value={params.status}
        onChange={(status) => update({ status })}
        options={options(ORDER_STATUSES, ORDER_STATUS_LABELS)}
      />
      <Select
        allowClear
        placeholder="Thanh toán"
        aria-label="Lọc theo trạng thái thanh toán"
        value={params.payment_status}
        onChange={(payment_status) => update({ payment_status })}
        options={options(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS)}
      />
      <Select
        allowClear
        placeholder="Phương thức"
        aria-label="Lọc theo phương thức thanh toán"
        value={params.payment_method}
        onChange={(payment_method) => update({ payment_method })}
        options={options(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
      />
      <Select
        allowClear
        placeholder="Hình thức nhận"
        aria-label="Lọc theo hình thức nhận hàng"
        value={params.order_type}
        onChange={(order_type) => update({ order_type })}
        options={options(ORDER_TYPES, ORDER_TYPE_LABELS)}
      />
      {branchLocked ? null : (
        <Select
          allowClear
          placeholder="Mọi chi nhánh"
          aria-label="Lọc theo chi nhánh"
          loading={branches.isLoading}
          value={params.branch_id}
          onChange={(branch_id) => update({ branch_id })}
          options={(branches.data ?? []).map((branch) => ({
            value: branch.id,
            label: branch.name,
          }))}
        />
      )}
      <DatePicker.RangePicker
        format="DD/MM/YYYY"
        aria-label="Khoảng ngày đặt"
        value={[
          params.date_from ? dayjs(params.date_from) : null,
          params.date_to ? dayjs(params.date_to) : null,
        ]}
        allowEmpty={[true, true]}
        onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
          update({
            date_from: range?.[0]?.format('YYYY-MM-DD'),
            date_to: range?.[1]?.format('YYYY-MM-DD'),
          })
        }
        placeholder={['Từ ngày', 'Đến ngày']}
      />
      <Select
        aria-label="Sắp xếp"
        value={params.sort}
        onChange={(sort) => update({ sort })}
        options={options(ADMIN_ORDER_SORTS, ADMIN_ORDER_SORT_LABELS)}
      />
      {hasFilters ? (
        <Button
          icon={<ClearOutlined />}
          onClick={() => {
            setText('');
            clear();
          }}
        >
          Xóa bộ lọc
        </Button>
      ) : null}
    </div>
  );
}
