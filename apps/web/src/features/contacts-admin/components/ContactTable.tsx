import {
  CONTACT_ADMIN_LIMITS as L,
  CONTACT_ADMIN_MESSAGES as M,
  type AdminContactDto,
} from '@salon/shared';
import {
  App,
  Button,
  Dropdown,
  Empty,
  Flex,
  Grid,
  Space,
  Table,
  Tag,
  type MenuProps,
  type TableColumnsType,
} from 'antd';
import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  MailOutlined,
  MoreOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useDeleteContact } from '../api/contact-mutations';
import { ContactPriorityTag, ContactStatusTag, ContactTypeTag } from './ContactTags';
import { useConfirmDelete } from '../../../components/ConfirmDelete';

export type ContactDialog = 'view' | 'edit' | 'assign' | 'reply' | 'resolve';

function preview(text: string): string {
  return text.length > L.previewLength ? `${text.slice(0, L.previewLength)}…` : text;
}

/** The contact list with row selection for bulk actions. */
export function ContactTable({
  rows,
  loading,
  filtered,
  page,
  perPage,
  pageSizeOptions,
  total,
  selected,
  onSelect,
  onPage,
  onOpen,
}: {
  rows: AdminContactDto[];
  loading: boolean;
  filtered: boolean;
  page: number;
  perPage: number;
  /** The table's size choices, the user's items per page among them. */
  pageSizeOptions: number[];
  total: number;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onPage: (page: number, perPage: number) => void;
  onOpen: (dialog: ContactDialog, contact: AdminContactDto) => void;
}) {
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const remove = useDeleteContact();
  const narrow = Grid.useBreakpoint().sm !== true;
  const columns: TableColumnsType<AdminContactDto> = [
    {
      title: 'Liên hệ',
      key: 'contact',
      render: (_, c) => (
        <div>
          <Flex gap={6} wrap align="baseline">
            <strong>{c.name}</strong>
            <span style={{ fontSize: 12, color: 'var(--ant-color-text-secondary)' }}>
              {c.email ?? c.phone ?? ''}
            </span>
          </Flex>
          <Button
            type="link"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => onOpen('view', c)}
          >
            {c.subject}
          </Button>
          {c.topic_label ? (
            <Tag style={{ marginLeft: 6 }} color="purple">
              {c.topic_label}
            </Tag>
          ) : null}
          {narrow ? (
            <div>
              <ContactStatusTag status={c.status} />
              <ContactPriorityTag priority={c.priority} />
            </div>
          ) : null}
          <div style={{ fontSize: 12, color: 'var(--ant-color-text-secondary)' }}>
            {preview(c.message)}
          </div>
        </div>
      ),
    },
    {
      title: 'Loại / Ưu tiên',
      key: 'type',
      width: 130,
      responsive: ['md'],
      render: (_, c) => (
        <Flex vertical gap={4} align="flex-start">
          <ContactTypeTag type={c.type} />
          <ContactPriorityTag priority={c.priority} />
        </Flex>
      ),
    },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 120,
      responsive: ['sm'],
      render: (_, c) => <ContactStatusTag status={c.status} />,
    },
    {
      title: 'Phụ trách',
      key: 'assignee',
      width: 140,
      responsive: ['lg'],
      render: (_, c) =>
        c.assignedTo?.name ?? (
          <span style={{ color: 'var(--ant-color-text-secondary)' }}>Chưa phân công</span>
        ),
    },
    {
      title: 'Ngày gửi',
      dataIndex: 'created_at',
      width: 105,
      responsive: ['lg'],
      render: (value: string) => formatDateTime(value),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: narrow ? 84 : 116,
      render: (_, c) => {
        const open = c.status !== 'closed';
        const items: MenuProps['items'] = [
          { key: 'view', label: 'Xem chi tiết', icon: <EyeOutlined /> },
          // On a phone the reply button lives in the menu.
          ...(narrow
            ? [
                {
                  key: 'reply',
                  label: 'Phản hồi',
                  icon: <MailOutlined />,
                  disabled: !open || !c.email,
                },
              ]
            : []),
          { key: 'assign', label: 'Phân công', icon: <UserAddOutlined />, disabled: !open },
          ...(c.status !== 'resolved' && c.status !== 'closed'
            ? [{ key: 'resolve', label: 'Giải quyết', icon: <CheckOutlined /> }]
            : []),
          { key: 'edit', label: 'Sửa', icon: <EditOutlined /> },
          { type: 'divider' as const },
          { key: 'delete', label: 'Xóa', icon: <DeleteOutlined />, danger: true },
        ];
        const onMenu = (key: string) => {
          if (key === 'delete') {
            confirmDelete({
              title: M.deleteConfirm,
              onConfirm: () =>
                remove.mutateAsync(c.id).then(
                  () => void message.success(M.deleted),
                  (error: unknown) => void message.error(errorText(error, M.deleteFailed)),
                ),
            });
          } else {
            onOpen(key as ContactDialog, c);
          }
        };
        return (
          <Space size={4}>
            {narrow ? null : (
              <Button
                icon={<MailOutlined />}
                aria-label={`Phản hồi ${c.name}`}
                disabled={!open || !c.email}
                onClick={() => onOpen('reply', c)}
              />
            )}
            <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onMenu(key) }}>
              <Button icon={<MoreOutlined />} aria-label={`Thao tác với ${c.name}`} />
            </Dropdown>
          </Space>
        );
      },
    },
  ];
  return (
    <Table<AdminContactDto>
      rowKey="id"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={rows}
      tableLayout="fixed"
      rowSelection={{
        columnWidth: 36,
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(Number)),
      }}
      locale={{
        emptyText: (
          <Empty
            description={filtered ? 'Không tìm thấy liên hệ phù hợp' : 'Chưa có liên hệ nào'}
          />
        ),
      }}
      pagination={{
        current: page,
        pageSize: perPage,
        total,
        showSizeChanger: true,
        pageSizeOptions,
        showTotal: (t) => `Tổng ${t} liên hệ`,
        onChange: onPage,
      }}
    />
  );
}
