import {
  CUSTOMER_ADMIN_MESSAGES as M,
  mergeMovesByTable,
  type AdminCustomerDetail,
} from '@salon/shared';
import { Alert, App, Descriptions, List, Modal, Select, Spin } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatVnd } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCustomerList, useMergeCustomer, useMergePreview } from '../api/customers';
import { phoneText } from './customer-labels';

/**
 * Merges a duplicate account into this one: search the duplicate, see what will move, confirm.
 * The server moves everything in one transaction and deactivates the duplicate.
 */
export function CustomerMergeModal({
  customer,
  open,
  onClose,
}: {
  customer: AdminCustomerDetail['customer'];
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [term, setTerm] = useState('');
  const [duplicateId, setDuplicateId] = useState<number | null>(null);
  const debounced = useDebouncedValue(term.trim(), 300);
  const candidates = useCustomerList({ q: debounced, per_page: 10 }, debounced.length > 0);
  const preview = useMergePreview(customer.id, duplicateId);
  const merge = useMergeCustomer(customer.id);

  const options = (candidates.data?.data ?? [])
    .filter((c) => c.id !== customer.id && c.merged_into === null)
    .map((c) => ({
      value: c.id,
      label: `${c.name} · ${phoneText(c.phone)}${c.email ? ` · ${c.email}` : ''}`,
    }));

  const close = () => {
    setTerm('');
    setDuplicateId(null);
    onClose();
  };

  const confirm = () => {
    if (duplicateId === null) return;
    merge.mutate(duplicateId, {
      onSuccess: () => {
        void message.success(M.merged);
        close();
      },
      onError: (error) => void message.error(errorText(error, M.saveFailed)),
    });
  };

  const moves = preview.data ? mergeMovesByTable(preview.data.moves) : [];
  return (
    <Modal
      title="Gộp tài khoản trùng"
      open={open}
      onCancel={close}
      onOk={confirm}
      okText="Gộp vào tài khoản này"
      okButtonProps={{ danger: true, disabled: !preview.data }}
      cancelText="Hủy"
      confirmLoading={merge.isPending}
      destroyOnHidden
    >
      <p>
        Giữ lại tài khoản <strong>{customer.name}</strong> ({phoneText(customer.phone)}). Tìm tài
        khoản trùng của cùng người này:
      </p>
      <Select<number>
        showSearch={{ filterOption: false, onSearch: setTerm }}
        style={{ width: '100%' }}
        placeholder="Tìm theo tên, số điện thoại, email"
        aria-label="Tài khoản trùng"
        value={duplicateId ?? undefined}
        onChange={(value) => setDuplicateId(value)}
        notFoundContent={
          candidates.isFetching ? <Spin size="small" /> : debounced ? 'Không tìm thấy' : null
        }
        options={options}
      />
      {preview.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={errorText(preview.error, M.saveFailed)}
        />
      ) : null}
      {preview.data ? (
        <div style={{ marginTop: 16 }}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Tài khoản trùng">
              {preview.data.duplicate.name}
            </Descriptions.Item>
            <Descriptions.Item label="Điện thoại">
              {phoneText(preview.data.duplicate.phone)}
            </Descriptions.Item>
            <Descriptions.Item label="Email">
              {preview.data.duplicate.email ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Tổng chi tiêu">
              {formatVnd(preview.data.duplicate.total_spent)}
            </Descriptions.Item>
          </Descriptions>
          <h4 style={{ marginTop: 16 }}>Sẽ chuyển sang tài khoản được giữ lại</h4>
          <List
            size="small"
            bordered
            dataSource={moves}
            locale={{ emptyText: 'Tài khoản trùng không có dữ liệu nào cần chuyển' }}
            renderItem={(move) => (
              <List.Item extra={<strong>{move.count}</strong>}>{move.label}</List.Item>
            )}
          />
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 16 }}
            title="Tài khoản trùng sẽ bị vô hiệu hóa và đăng xuất. Không thể hoàn tác."
          />
        </div>
      ) : null}
    </Modal>
  );
}
