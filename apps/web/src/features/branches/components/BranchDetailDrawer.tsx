import {
  BRANCH_MESSAGES as M,
  BRANCH_STATUS_LABELS,
  formatOpeningPeriods,
  openingPeriods,
} from '@salon/shared';
import { Alert, Descriptions, Drawer, Empty, Grid, List, Skeleton, Space, Tag } from 'antd';
import { formatVnd } from '../../../lib/format';
import { useBranchDetail } from '../api/admin-branches';
import { BranchStatusActions } from './BranchStatusActions';
import { formatDateTime } from '../../../lib/format-date';

const ROLE_LABELS: Record<string, string> = { manager: 'Quản lý', staff: 'Nhân viên' };

/** The side drawer of one branch: details, staff, revenue and general working hours. */
export function BranchDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const phone = !Grid.useBreakpoint().md;
  const detail = useBranchDetail(id);
  const b = detail.data;
  return (
    <Drawer
      open
      title={b?.name ?? 'Chi tiết chi nhánh'}
      size={phone ? '100%' : 560}
      onClose={onClose}
    >
      {detail.isLoading ? <Skeleton active /> : null}
      {detail.isError ? (
        <Alert type="error" showIcon title={M.loadFailed} description={detail.error.message} />
      ) : null}
      {b ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <BranchStatusActions branch={b} />
          <Descriptions column={1} size="small" bordered layout={phone ? 'vertical' : 'horizontal'}>
            <Descriptions.Item label="Trạng thái">
              <Tag color={b.status === 'active' ? 'green' : 'default'}>
                {BRANCH_STATUS_LABELS[b.status]}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Địa chỉ">{b.address}</Descriptions.Item>
            <Descriptions.Item label="Điện thoại">
              <a href={`tel:${b.phone.replace(/\s/g, '')}`}>{b.phone}</a>
            </Descriptions.Item>
            <Descriptions.Item label="Email">{b.email ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Quản lý">{b.manager_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Giờ mở cửa">
              {formatOpeningPeriods(openingPeriods(b.general_times))}
              <div style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12 }}>
                Theo giờ làm việc chung (khách đặt lịch theo giờ này)
                {b.opening_hours ? ` · Ghi chú: ${b.opening_hours}` : ''}
              </div>
            </Descriptions.Item>
            <Descriptions.Item label="Mô tả">{b.description ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Ngày tạo">{formatDateTime(b.created_at)}</Descriptions.Item>
            <Descriptions.Item label="Cập nhật">{formatDateTime(b.updated_at)}</Descriptions.Item>
          </Descriptions>
          <Descriptions
            title="Doanh thu"
            column={{ xs: 1, sm: 2 }}
            size="small"
            bordered
            layout={phone ? 'vertical' : 'horizontal'}
          >
            <Descriptions.Item label="Hôm nay">
              {formatVnd(b.revenue.today_revenue)}
            </Descriptions.Item>
            <Descriptions.Item label="Tháng này">
              {formatVnd(b.revenue.month_revenue)}
            </Descriptions.Item>
            <Descriptions.Item label="Năm nay">
              {formatVnd(b.revenue.year_revenue)}
            </Descriptions.Item>
            <Descriptions.Item label="Tổng">
              {formatVnd(b.revenue.revenue)} ({b.revenue.order_count} lượt)
            </Descriptions.Item>
          </Descriptions>
          <div>
            <h3 style={{ fontSize: 16 }}>Giờ làm việc chung</h3>
            {b.general_times.length === 0 ? (
              <Empty description="Chưa mở giờ nào" />
            ) : (
              <Space wrap size={[4, 4]}>
                {b.general_times.map((time) => (
                  <Tag key={time}>{time}</Tag>
                ))}
              </Space>
            )}
          </div>
          <div>
            <h3 style={{ fontSize: 16 }}>
              Nhân sự ({b.staff_count}, trong đó {b.stylist_count} stylist)
            </h3>
            <List
              size="small"
              bordered
              dataSource={b.staff}
              locale={{ emptyText: 'Chưa có nhân viên nào' }}
              renderItem={(person) => (
                <List.Item>
                  <Space wrap>
                    <span>{person.name}</span>
                    <Tag>{ROLE_LABELS[person.role] ?? person.role}</Tag>
                    {person.is_stylist ? <Tag color="purple">Stylist</Tag> : null}
                    {person.rating !== null ? <span>★ {person.rating.toFixed(1)}</span> : null}
                  </Space>
                </List.Item>
              )}
            />
          </div>
        </Space>
      ) : null}
    </Drawer>
  );
}
