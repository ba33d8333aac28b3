import { ArrowLeftOutlined, EditOutlined, MergeCellsOutlined } from '@ant-design/icons';
import {
  CUSTOMER_ADMIN_MESSAGES as M,
  CUSTOMER_PRODUCT_STATUS_LABELS,
  CUSTOMER_SOURCE_LABELS,
  GENDER_LABELS,
  canAccessAdminPage,
  type AdminCustomerDetail,
} from '@salon/shared';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  List,
  Popconfirm,
  Result,
  Row,
  Skeleton,
  Space,
  Tabs,
  Tag,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../lib/api-client';
import { formatVnd } from '../../../lib/format';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { ListError } from '../../admin/components/ListError';
import { StatCards } from '../../admin/components/StatCards';
import adminPage from '../../admin/components/admin-page.module.css';
import { useCurrentUser } from '../../auth/api/current-user';
import { useCustomerDetail, useCustomerStatus } from '../api/customers';
import { CustomerEditModal } from '../components/CustomerEditModal';
import { CustomerHistory } from '../components/CustomerHistory';
import { CustomerMergeModal } from '../components/CustomerMergeModal';
import { CustomerNotesList } from '../components/CustomerNotesList';
import { CustomerStatusTag, phoneText } from '../components/customer-labels';

function Favourites({
  title,
  items,
}: {
  title: string;
  items: AdminCustomerDetail['favourite_services'];
}) {
  return (
    <Card size="small" title={title} style={{ height: '100%' }}>
      <List
        size="small"
        dataSource={items}
        locale={{ emptyText: 'Chưa có lần ghé hoàn thành' }}
        renderItem={(item) => <List.Item extra={`${item.count} lần`}>{item.name}</List.Item>}
      />
    </Card>
  );
}

function ChatsAndContacts({ detail }: { detail: AdminCustomerDetail }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title="Cuộc trò chuyện">
          <List
            size="small"
            dataSource={detail.chats}
            locale={{ emptyText: 'Chưa có cuộc trò chuyện nào' }}
            renderItem={(chat) => (
              <List.Item extra={<Tag>{chat.status === 'active' ? 'Đang mở' : 'Đã đóng'}</Tag>}>
                <List.Item.Meta
                  title={<Link to={`/admin/chat?conversation=${chat.id}`}>{chat.title}</Link>}
                  description={formatDateTime(chat.last_message_at ?? chat.created_at)}
                />
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title="Liên hệ đã gửi">
          <List
            size="small"
            dataSource={detail.contacts}
            locale={{ emptyText: 'Chưa gửi liên hệ nào' }}
            renderItem={(contact) => (
              <List.Item extra={<Tag>{contact.status}</Tag>}>
                <List.Item.Meta
                  title={contact.subject}
                  description={formatDateTime(contact.created_at)}
                />
              </List.Item>
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** /admin/customers/:id: one customer's record (each opening is logged on the server). */
export function AdminCustomerDetailPage() {
  const id = Number(useParams().id);
  const { user } = useCurrentUser();
  const { message } = App.useApp();
  const detail = useCustomerDetail(id);
  const status = useCustomerStatus(id);
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);
  usePageTitle(detail.data ? `Khách hàng ${detail.data.customer.name}` : 'Khách hàng');
  const mayMerge = user ? canAccessAdminPage(user.role, 'suppliers') : false;

  const back = (
    <Link to="/admin/customers">
      <ArrowLeftOutlined /> Danh sách khách hàng
    </Link>
  );
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError) {
    const missing = (detail.error as { status?: number }).status === 404;
    return missing ? (
      <Result status="404" title={M.notFound} extra={back} />
    ) : (
      <>
        {back}
        <ListError
          title={M.detailFailed}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      </>
    );
  }
  const data = detail.data;
  if (!data) return null;
  const c = data.customer;
  const merged = c.merged_into !== null;

  const changeStatus = (action: 'deactivate' | 'reactivate') =>
    status.mutate(action, {
      onSuccess: () =>
        void message.success(action === 'deactivate' ? M.deactivated : M.reactivated),
      onError: (error) => void message.error(errorText(error, M.saveFailed)),
    });

  return (
    <>
      <div style={{ marginBottom: 8 }}>{back}</div>
      <div className={adminPage.header}>
        <Space wrap>
          <h1>{c.name}</h1>
          <CustomerStatusTag customer={c} />
        </Space>
        {merged ? null : (
          <Space wrap>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Sửa
            </Button>
            {c.status === 'active' ? (
              <Popconfirm
                title="Vô hiệu hóa tài khoản này?"
                description="Khách sẽ bị đăng xuất ngay và không đăng nhập được cho đến khi kích hoạt lại."
                okText="Vô hiệu hóa"
                cancelText="Hủy"
                okButtonProps={{ danger: true }}
                onConfirm={() => changeStatus('deactivate')}
              >
                <Button danger loading={status.isPending}>
                  Vô hiệu hóa
                </Button>
              </Popconfirm>
            ) : (
              <Popconfirm
                title="Kích hoạt lại tài khoản này?"
                okText="Kích hoạt"
                cancelText="Hủy"
                onConfirm={() => changeStatus('reactivate')}
              >
                <Button loading={status.isPending}>Kích hoạt lại</Button>
              </Popconfirm>
            )}
            {mayMerge ? (
              <Button icon={<MergeCellsOutlined />} onClick={() => setMerging(true)}>
                Gộp tài khoản trùng
              </Button>
            ) : null}
          </Space>
        )}
      </div>
      {merged ? (
        <p>
          Tài khoản này đã được gộp vào{' '}
          <Link to={`/admin/customers/${c.merged_into}`}>
            {c.merged_into_name ?? 'tài khoản khác'}
          </Link>{' '}
          lúc {formatDateTime(c.merged_at)}.
        </p>
      ) : null}
      <StatCards
        loading={false}
        items={[
          { title: 'Tổng chi tiêu', value: formatVnd(c.total_spent) },
          { title: 'Lần ghé hoàn thành', value: data.stats.completed_visits },
          { title: 'Lịch hẹn', value: data.stats.appointments },
          { title: 'Đơn hàng', value: data.stats.orders },
          { title: 'Hủy / không đến', value: data.stats.cancelled + data.stats.no_shows },
        ]}
      />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} lg={12}>
          <Card size="small" title="Hồ sơ">
            <Descriptions size="small" column={1}>
              <Descriptions.Item label="Số điện thoại">
                {phoneText(c.phone)}{' '}
                {c.phone_verified ? <Tag color="blue">Đã xác minh</Tag> : <Tag>Chưa xác minh</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label="Email">{c.email ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Giới tính">
                {c.gender ? GENDER_LABELS[c.gender] : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Ngày sinh">
                {c.date_of_birth ? formatDate(c.date_of_birth) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Chi nhánh">{c.branch_name ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Nguồn">
                {CUSTOMER_SOURCE_LABELS[c.source]}
              </Descriptions.Item>
              <Descriptions.Item label="Ngày tham gia">{formatDate(c.join_date)}</Descriptions.Item>
              <Descriptions.Item label="Lần ghé gần nhất">
                {c.last_visit ? formatDate(c.last_visit) : 'Chưa ghé'}
              </Descriptions.Item>
              <Descriptions.Item label="Đăng nhập gần nhất">
                {c.last_login_at ? formatDateTime(c.last_login_at) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Ghi chú nội bộ">{c.notes ?? '—'}</Descriptions.Item>
              {data.merged_accounts.length > 0 ? (
                <Descriptions.Item label="Đã gộp từ">
                  {data.merged_accounts.map((a) => a.name).join(', ')}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Favourites title="Dịch vụ yêu thích" items={data.favourite_services} />
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Favourites title="Thợ quen" items={data.favourite_stylists} />
        </Col>
      </Row>
      <Tabs
        items={[
          {
            key: 'history',
            label: 'Lịch sử',
            children: <CustomerHistory visits={data.visits} orders={data.orders} />,
          },
          {
            key: 'notes',
            label: `Ghi chú điều trị (${data.notes_total})`,
            children: <CustomerNotesList notes={data.notes} total={data.notes_total} />,
          },
          {
            key: 'products',
            label: `Sản phẩm đang dùng (${data.products.length})`,
            children:
              data.products.length === 0 ? (
                <Empty description="Khách chưa có sản phẩm nào" />
              ) : (
                <List
                  dataSource={data.products}
                  renderItem={(p) => (
                    <List.Item extra={<Tag>{CUSTOMER_PRODUCT_STATUS_LABELS[p.status]}</Tag>}>
                      <List.Item.Meta
                        title={p.product.name}
                        description={`Mua ${formatDate(p.purchase_date)} · dùng đến ${formatDate(p.usage_end_date)}`}
                      />
                    </List.Item>
                  )}
                />
              ),
          },
          {
            key: 'chats',
            label: 'Chat và liên hệ',
            children: <ChatsAndContacts detail={data} />,
          },
        ]}
      />
      {editing ? <CustomerEditModal customer={c} open onClose={() => setEditing(false)} /> : null}
      {merging ? <CustomerMergeModal customer={c} open onClose={() => setMerging(false)} /> : null}
    </>
  );
}
