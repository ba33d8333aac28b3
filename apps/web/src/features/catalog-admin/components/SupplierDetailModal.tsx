import { ITEM_STATUS_LABELS } from '@salon/shared';
import { Alert, Descriptions, List, Modal, Rate, Spin, Tag } from 'antd';
import { formatVnd } from '../../../lib/format';
import { useSupplierDetail } from '../api/suppliers';
import { ScoreTitle, SupplierOrderTotals, SupplierScoreBar } from './SupplierScore';
import { formatDateTime } from '../../../lib/format-date';

export function SupplierDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useSupplierDetail(id);
  const s = detail.data;
  return (
    <Modal open title="Chi tiết nhà cung cấp" footer={null} onCancel={onClose} width={720}>
      {detail.isLoading ? <Spin /> : null}
      {detail.isError ? <Alert type="error" showIcon title={detail.error.message} /> : null}
      {s ? (
        <>
          <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
            <Descriptions.Item label="Mã">{s.code}</Descriptions.Item>
            <Descriptions.Item label="Tên">{s.name}</Descriptions.Item>
            <Descriptions.Item label="Người liên hệ">{s.contact_person ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Số điện thoại">{s.phone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Email">{s.email ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Website">{s.website ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Mã số thuế">{s.tax_code ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Trạng thái">
              <Tag color={s.status === 'active' ? 'green' : 'default'}>
                {ITEM_STATUS_LABELS[s.status]}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Đánh giá">
              {s.rating === null ? (
                'Chưa đánh giá'
              ) : (
                <Rate disabled allowHalf value={s.rating} style={{ fontSize: 14 }} />
              )}
            </Descriptions.Item>
            <Descriptions.Item label={<ScoreTitle />}>
              <SupplierScoreBar supplier={s} />
            </Descriptions.Item>
            <Descriptions.Item label="Đơn đã thanh toán">
              <SupplierOrderTotals supplier={s} />
            </Descriptions.Item>
            <Descriptions.Item label="Giá trị tồn kho">
              {formatVnd(s.stock_value)}
            </Descriptions.Item>
            <Descriptions.Item label="Địa chỉ" span={2}>
              {s.address ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Ghi chú" span={2}>
              {s.notes ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Ngày tạo">{formatDateTime(s.created_at)}</Descriptions.Item>
            <Descriptions.Item label="Cập nhật">{formatDateTime(s.updated_at)}</Descriptions.Item>
          </Descriptions>
          <List
            style={{ marginTop: 16 }}
            header={<strong>Sản phẩm cung cấp ({s.products.length})</strong>}
            size="small"
            bordered
            dataSource={s.products}
            locale={{ emptyText: 'Chưa có sản phẩm nào' }}
            renderItem={(p) => (
              <List.Item extra={<span>Tồn: {p.stock_quantity}</span>}>
                {p.name} <small style={{ color: 'var(--ant-color-text-tertiary)' }}>{p.sku}</small>{' '}
                {p.status === 'inactive' ? <Tag>Ngừng</Tag> : null}
              </List.Item>
            )}
          />
        </>
      ) : null}
    </Modal>
  );
}
