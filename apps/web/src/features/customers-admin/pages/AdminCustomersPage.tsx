import { DownloadOutlined, FilterOutlined } from '@ant-design/icons';
import {
  CUSTOMER_ADMIN_MESSAGES as M,
  CUSTOMER_SORTS,
  canAccessAdminPage,
  type AdminCustomerListItem,
  type CustomerSort,
} from '@salon/shared';
import { App, Button, Empty, Grid, Input, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api-client';
import { formatVnd } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { ListError } from '../../admin/components/ListError';
import adminPage from '../../admin/components/admin-page.module.css';
import { useCurrentUser } from '../../auth/api/current-user';
import { useItemsPerPage } from '../../preferences/use-preference-format';
import { downloadCustomersCsv, useCustomerList, type CustomerListParams } from '../api/customers';
import { CustomerFilters } from '../components/CustomerFilters';
import { CustomerStatusTag, phoneText } from '../components/customer-labels';

const FILTER_KEYS = [
  'q',
  'branch_id',
  'spending',
  'last_visit_from',
  'last_visit_to',
  'birthday_month',
  'source',
  'phone_verified',
  'status',
  'joined_from',
  'joined_to',
  'sort',
  'order',
  'page',
  'per_page',
] as const;

/** /admin/customers: the list; its filters live in the address, so links can open it filtered. */
export function AdminCustomersPage() {
  usePageTitle('Khách hàng');
  const { user } = useCurrentUser();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const perPagePreference = useItemsPerPage();
  const [searchParams, setSearchParams] = useSearchParams();
  const params: CustomerListParams = {};
  for (const key of FILTER_KEYS) {
    const value = searchParams.get(key);
    if (value) (params as Record<string, string>)[key] = value;
  }
  params.per_page ??= perPagePreference;
  const [search, setSearch] = useState(String(params.q ?? ''));
  const debounced = useDebouncedValue(search.trim(), 400);
  const [exporting, setExporting] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // On a phone the phone number goes under the name, and the name is the link to the record.
  const narrow = Grid.useBreakpoint().sm !== true;
  const mayExport = user ? canAccessAdminPage(user.role, 'suppliers') : false;

  const update = (patch: CustomerListParams, keepPage = false) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if (debounced !== String(searchParams.get('q') ?? '')) update({ q: debounced || undefined });
    // Only the typed term drives this; the address is read fresh inside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const list = useCustomerList(params);
  const sort = (params.sort as CustomerSort | undefined) ?? 'joined';
  const order = params.order ?? (sort === 'name' ? 'asc' : 'desc');
  const sortOrder = (key: CustomerSort) =>
    sort === key ? (order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  const onExport = () => {
    setExporting(true);
    downloadCustomersCsv(params)
      .catch((error: unknown) => void message.error(errorText(error, M.exportFailed)))
      .finally(() => setExporting(false));
  };

  const activeFilters = FILTER_KEYS.filter(
    (key) => !['q', 'sort', 'order', 'page', 'per_page'].includes(key) && searchParams.get(key),
  ).length;
  const filtered = activeFilters > 0 || Boolean(searchParams.get('q'));

  const columns: TableColumnsType<AdminCustomerListItem> = [
    {
      title: 'Khách hàng',
      key: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_, c) => (
        <div>
          <Link to={`/admin/customers/${c.id}`}>
            <strong>{c.name}</strong>
          </Link>
          <div
            style={{
              color: 'var(--ant-color-text-secondary)',
              fontSize: 12,
              overflowWrap: 'anywhere',
            }}
          >
            {c.email ?? 'Chưa có email'}
          </div>
          {narrow ? <div>{phoneText(c.phone)}</div> : null}
        </div>
      ),
    },
    {
      title: 'Số điện thoại',
      key: 'phone',
      width: 150,
      responsive: ['sm'],
      render: (_, c) => (
        <div>
          {phoneText(c.phone)}
          {c.phone_verified ? (
            <div>
              <Tag color="blue" style={{ marginTop: 2 }}>
                Đã xác minh
              </Tag>
            </div>
          ) : null}
        </div>
      ),
    },
    {
      title: 'Chi nhánh',
      dataIndex: 'branch_name',
      width: 160,
      responsive: ['lg'],
      render: (v: string | null) => v ?? '—',
    },
    {
      title: 'Ghé gần nhất',
      key: 'last_visit',
      width: 130,
      sorter: true,
      sortOrder: sortOrder('last_visit'),
      responsive: ['md'],
      render: (_, c) => (c.last_visit ? formatDate(c.last_visit) : 'Chưa ghé'),
    },
    {
      title: 'Tổng chi tiêu',
      key: 'total_spent',
      width: 130,
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('total_spent'),
      render: (_, c) => formatVnd(c.total_spent),
    },
    {
      title: 'Ngày tham gia',
      key: 'joined',
      width: 120,
      sorter: true,
      sortOrder: sortOrder('joined'),
      responsive: ['xl'],
      render: (_, c) => formatDate(c.join_date),
    },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 130,
      responsive: ['sm'],
      render: (_, c) => <CustomerStatusTag customer={c} />,
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 90,
      responsive: ['sm'],
      render: (_, c) => (
        <Link to={`/admin/customers/${c.id}`} aria-label={`Xem hồ sơ ${c.name}`}>
          Xem
        </Link>
      ),
    },
  ];

  return (
    <>
      <div className={adminPage.header}>
        <h1>Khách hàng</h1>
        {mayExport ? (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
            Xuất CSV
          </Button>
        ) : null}
      </div>
      <div className={adminPage.toolbar}>
        <Input.Search
          className={adminPage.search}
          allowClear
          placeholder="Tìm theo tên, số điện thoại, email (không cần dấu)…"
          aria-label="Tìm khách hàng"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(value) => update({ q: value.trim() || undefined })}
        />
      </div>
      {narrow ? (
        <Button
          icon={<FilterOutlined />}
          style={{ marginBottom: 12 }}
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Bộ lọc{activeFilters > 0 ? ` (${activeFilters})` : ''}
        </Button>
      ) : null}
      {!narrow || filtersOpen ? (
        <CustomerFilters
          params={params}
          onChange={(patch) => update(patch)}
          onClear={() => {
            setSearch('');
            setSearchParams(new URLSearchParams(), { replace: true });
          }}
        />
      ) : null}
      {list.isError ? (
        <ListError title={M.listFailed} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <Table<AdminCustomerListItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.data ?? []}
        onRow={(c) => ({
          onDoubleClick: () => void navigate(`/admin/customers/${c.id}`),
        })}
        onChange={(_, __, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = one?.columnKey as CustomerSort | undefined;
          if (!one?.order || !key || !CUSTOMER_SORTS.includes(key)) {
            update({ sort: undefined, order: undefined }, true);
            return;
          }
          update({ sort: key, order: one.order === 'ascend' ? 'asc' : 'desc' }, true);
        }}
        locale={{
          emptyText: (
            <Empty
              description={
                filtered ? 'Không tìm thấy khách hàng phù hợp' : 'Chưa có khách hàng nào'
              }
            />
          ),
        }}
        pagination={{
          current: Number(params.page ?? 1),
          pageSize: Number(params.per_page),
          total: list.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => `Tổng ${total} khách hàng`,
          onChange: (page, perPage) =>
            update(
              {
                page: perPage === Number(params.per_page) ? page : undefined,
                per_page: perPage === perPagePreference ? undefined : perPage,
              },
              true,
            ),
        }}
      />
    </>
  );
}
