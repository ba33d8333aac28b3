import {
  EditOutlined,
  EnvironmentOutlined,
  EyeOutlined,
  PhoneOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { BRANCH_MESSAGES as M, BRANCH_STATUS_LABELS, type AdminBranch } from '@salon/shared';
import { Button, Card, Col, Empty, Row, Skeleton, Space, Tag } from 'antd';
import { ListError } from '../../admin/components/ListError';
import { useAllBranches } from '../api/admin-branches';
import { BranchStatusActions } from './BranchStatusActions';
import styles from './branches.module.css';

/** One card a branch: where it is, who runs it, and its actions. */
export function BranchCardsTab({
  onView,
  onEdit,
}: {
  onView: (id: number) => void;
  onEdit: (branch: AdminBranch) => void;
}) {
  const branches = useAllBranches();
  if (branches.isError)
    return (
      <ListError
        title={M.listLoadFailed}
        error={branches.error}
        onRetry={() => void branches.refetch()}
      />
    );
  if (branches.isLoading) return <Skeleton active />;
  const list = branches.data ?? [];
  if (list.length === 0) return <Empty description="Chưa có chi nhánh nào" />;
  return (
    <Row gutter={[16, 16]}>
      {list.map((b) => (
        <Col key={b.id} xs={24} md={12} xl={8}>
          <Card
            size="small"
            style={{ height: '100%' }}
            actions={[
              <Button
                key="view"
                type="link"
                icon={<EyeOutlined />}
                aria-label={`Xem ${b.name}`}
                onClick={() => onView(b.id)}
              >
                Chi tiết
              </Button>,
              <Button
                key="edit"
                type="link"
                icon={<EditOutlined />}
                aria-label={`Sửa ${b.name}`}
                onClick={() => onEdit(b)}
              >
                Sửa
              </Button>,
            ]}
          >
            <div className={styles.cardHead}>
              <h3>{b.name}</h3>
              <Tag color={b.status === 'active' ? 'green' : 'default'}>
                {BRANCH_STATUS_LABELS[b.status]}
              </Tag>
            </div>
            <div className={styles.cardMeta}>
              <span>
                <EnvironmentOutlined /> {b.address}
              </span>
              <span>
                <PhoneOutlined /> {b.phone}
              </span>
              <span>
                <UserOutlined /> Quản lý: {b.manager_name ?? '—'}
              </span>
              <span>
                <TeamOutlined /> {b.staff_count} nhân sự · {b.stylist_count} stylist
              </span>
            </div>
            <Space style={{ marginTop: 12 }}>
              <BranchStatusActions branch={b} size="small" />
            </Space>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
