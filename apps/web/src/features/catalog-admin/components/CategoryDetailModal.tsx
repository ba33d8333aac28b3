import { CATEGORY_TYPE_LABELS, ITEM_STATUS_LABELS } from '@salon/shared';
import { Alert, Descriptions, List, Modal, Spin, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { useCategoryDetail } from '../api/categories';

export function CategoryDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useCategoryDetail(id);
  const c = detail.data;
  return (
    <Modal open title="Chi tiết danh mục" footer={null} onCancel={onClose} width={640}>
      {detail.isLoading ? <Spin /> : null}
      {detail.isError ? <Alert type="error" showIcon title={detail.error.message} /> : null}
      {c ? (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Tên">{c.name}</Descriptions.Item>
            <Descriptions.Item label="Đường dẫn">{c.slug}</Descriptions.Item>
            <Descriptions.Item label="Loại">{CATEGORY_TYPE_LABELS[c.type]}</Descriptions.Item>
            <Descriptions.Item label="Cấp">
              {c.parent ? `Cấp 2 (thuộc “${c.parent.name}”)` : 'Cấp 1'}
            </Descriptions.Item>
            <Descriptions.Item label="Trạng thái">
              <Tag color={c.status === 'active' ? 'green' : 'default'}>
                {ITEM_STATUS_LABELS[c.status]}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={c.type === 'product' ? 'Số sản phẩm' : 'Số dịch vụ'}>
              {c.products_count}
            </Descriptions.Item>
            <Descriptions.Item label="Thứ tự">{c.sort_order}</Descriptions.Item>
            <Descriptions.Item label="Mô tả">{c.description ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Ngày tạo">{formatDateTime(c.created_at)}</Descriptions.Item>
            <Descriptions.Item label="Cập nhật">{formatDateTime(c.updated_at)}</Descriptions.Item>
          </Descriptions>
          {c.parent_id === null ? (
            <List
              style={{ marginTop: 16 }}
              header={<strong>Danh mục con ({c.children.length})</strong>}
              size="small"
              bordered
              dataSource={c.children}
              locale={{ emptyText: 'Chưa có danh mục con' }}
              renderItem={(child) => (
                <List.Item extra={<Tag>{child.products_count}</Tag>}>
                  {child.name} {child.status === 'inactive' ? <Tag>Ngừng</Tag> : null}
                </List.Item>
              )}
            />
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
