import { EditOutlined } from '@ant-design/icons';
import type { ApiPage, StaffMember, StaffStatus } from '@salon/shared';
import { STAFF_PER_PAGE_OPTIONS } from '@salon/shared';
import {
  Button,
  Card,
  Empty,
  Grid,
  Pagination,
  Skeleton,
  Table,
  type TableColumnsType,
} from 'antd';
import { StatusSwitch } from '../../admin/components/StatusSwitch';
import { RoleTag, StaffPerson, StylistInfo, StylistRating } from './StaffPerson';
import styles from './staff-admin.module.css';
import { pageSizeOptionsWith } from '../../preferences/page-size-options';

interface StaffTableProps {
  page: ApiPage<StaffMember> | undefined;
  loading: boolean;
  filtered: boolean;
  /** The member whose status is being changed. */
  switching: number | null;
  currentUserId: number | undefined;
  onStatus: (member: StaffMember, status: StaffStatus) => void;
  onEdit: (member: StaffMember) => void;
  onPage: (page: number, perPage: number) => void;
  /** The page size of the user's preferences, offered beside the usual ones. */
  preferredPerPage: number;
}

function Switch({ member, props }: { member: StaffMember; props: StaffTableProps }) {
  // An admin cannot lock themself out; the server refuses it too.
  if (member.id === props.currentUserId) return <span className={styles.muted}>Bạn</span>;
  return (
    <StatusSwitch
      status={member.status}
      label={member.name}
      loading={props.switching === member.id}
      onChange={(next) => props.onStatus(member, next)}
    />
  );
}

function EditButton({ member, onEdit }: { member: StaffMember; onEdit: (m: StaffMember) => void }) {
  return (
    <Button
      icon={<EditOutlined />}
      onClick={() => onEdit(member)}
      aria-label={`Sửa ${member.name}`}
    >
      Sửa
    </Button>
  );
}

/** The team as a table on wide screens and as cards on phones. */
export function StaffTable(props: StaffTableProps) {
  const wide = Grid.useBreakpoint().md === true;
  const { page, loading, filtered } = props;
  const empty = (
    <Empty description={filtered ? 'Không tìm thấy nhân viên phù hợp' : 'Chưa có nhân viên nào'} />
  );
  const pagination = {
    current: page?.meta.current_page ?? 1,
    pageSize: page?.meta.per_page ?? props.preferredPerPage,
    total: page?.meta.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: pageSizeOptionsWith(STAFF_PER_PAGE_OPTIONS, props.preferredPerPage),
    showTotal: (total: number) => `Tổng ${total} nhân viên`,
    onChange: props.onPage,
  };

  if (!wide) {
    if (!page && loading) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
    const members = page?.data ?? [];
    return (
      <>
        {members.length === 0 ? (
          empty
        ) : (
          <div className={styles.cards} aria-busy={loading}>
            {members.map((member) => (
              <Card key={member.id} size="small" data-testid="staff-card">
                <StaffPerson member={member} />
                <div className={styles.cardRow}>
                  <span>Vai trò</span>
                  <RoleTag member={member} />
                </div>
                <div className={styles.cardRow}>
                  <span>Chi nhánh</span>
                  <span>{member.branch_name ?? '—'}</span>
                </div>
                <div className={styles.cardRow}>
                  <span>Hồ sơ</span>
                  <StylistInfo member={member} />
                </div>
                <div className={styles.cardRow}>
                  <span>Đánh giá</span>
                  <StylistRating member={member} />
                </div>
                <div className={styles.cardRow}>
                  <span>Lịch hẹn sắp tới</span>
                  <span>{member.upcoming_appointments}</span>
                </div>
                <div className={styles.cardActions}>
                  <Switch member={member} props={props} />
                  <EditButton member={member} onEdit={props.onEdit} />
                </div>
              </Card>
            ))}
          </div>
        )}
        <Pagination className={styles.pager} size="small" {...pagination} />
      </>
    );
  }

  const columns: TableColumnsType<StaffMember> = [
    {
      title: 'Nhân viên',
      key: 'person',
      width: 260,
      render: (_, m) => <StaffPerson member={m} />,
    },
    {
      title: 'Vai trò · Chi nhánh',
      key: 'role',
      width: 150,
      render: (_, m) => (
        <div>
          <RoleTag member={m} />
          <div className={styles.muted}>{m.branch_name ?? 'Chưa có chi nhánh'}</div>
        </div>
      ),
    },
    { title: 'Stylist', key: 'stylist', render: (_, m) => <StylistInfo member={m} /> },
    { title: 'Đánh giá', key: 'rating', width: 80, render: (_, m) => <StylistRating member={m} /> },
    {
      title: 'Lịch sắp tới',
      dataIndex: 'upcoming_appointments',
      width: 80,
      align: 'center',
    },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 90,
      render: (_, m) => <Switch member={m} props={props} />,
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 90,
      render: (_, m) => <EditButton member={m} onEdit={props.onEdit} />,
    },
  ];
  return (
    <Table<StaffMember>
      rowKey="id"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={page?.data ?? []}
      scroll={{ x: 940 }}
      locale={{ emptyText: loading ? ' ' : empty }}
      pagination={pagination}
    />
  );
}
