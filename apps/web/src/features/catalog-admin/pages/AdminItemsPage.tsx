import { PlusOutlined } from '@ant-design/icons';
import {
  CATALOG_ADMIN_LIMITS as L,
  CATALOG_ADMIN_MESSAGES as M,
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  PRODUCT_ADMIN_SORT_LABELS,
  SERVICE_ADMIN_SORT_LABELS,
  STOCK_STATUS_LABELS,
  STOCK_FILTERS,
  computePrice,
  type AdminProduct,
  type AdminService,
  type ItemStatus,
  type StockFilter,
} from '@salon/shared';
import {
  App,
  Button,
  Grid,
  Card,
  Empty,
  Input,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useAddressFilter } from '../../../lib/use-address-filter';
import { errorText } from '../../../lib/api-client';
import { Price } from '../../../components/Price';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { pageSizeOptionsWith } from '../../preferences/page-size-options';
import { useItemsPerPage } from '../../preferences/use-preference-format';
import {
  useAdminItems,
  useDeleteItem,
  useItemStatus,
  type ItemKind,
  type ItemListParams,
} from '../api/items';
import { CategorySelect } from '../components/CategorySelect';
import { ItemFormModal } from '../components/ItemFormModal';
import { ListError } from '../../admin/components/ListError';
import { StatusSwitch } from '../../admin/components/StatusSwitch';
import styles from '../components/admin-catalog.module.css';
import { RowActions } from '../../admin/components/RowActions';
import adminPage from '../../admin/components/admin-page.module.css';
import { SECONDARY } from '../../../components/table-columns';

type Item = AdminProduct | AdminService;

const STOCK_COLORS = { out_of_stock: 'default', low_stock: 'orange', in_stock: 'green' } as const;

const TEXT = {
  products: { title: 'Sản phẩm', noun: 'sản phẩm', sorts: PRODUCT_ADMIN_SORT_LABELS },
  services: { title: 'Dịch vụ', noun: 'dịch vụ', sorts: SERVICE_ADMIN_SORT_LABELS },
} as const;

const PER_PAGE_OPTIONS = [10, 20, 50, 100];

/** The list's query; no page size until one is picked here (the preference applies). */
type PagingParams = Omit<ItemListParams<ItemKind>, 'per_page'> & { per_page?: number };

/** The back-office list of products or services: filters, sort, pages, create, edit, delete. */
function AdminItemsPage({ kind }: { kind: ItemKind }) {
  const text = TEXT[kind];
  usePageTitle(`Quản lý ${text.noun}`);
  // Columns pinned left and right only where the screen is wide enough for both.
  const wide = Grid.useBreakpoint().lg === true;
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  // The page size follows the user's preferences until another one is picked here.
  const itemsPerPage = useItemsPerPage();
  // A link may open the list filtered by stock (the dashboard's low-stock card).
  const stockFromAddress = useAddressFilter('stock', STOCK_FILTERS);
  const [params, setParams] = useState<PagingParams>(() => ({
    page: 1,
    sort: 'newest',
    stock: stockFromAddress,
  }));
  const perPage = params.per_page ?? itemsPerPage;
  const debouncedSearch = useDebouncedValue(search.trim(), 400);
  const query = { ...params, per_page: perPage, search: debouncedSearch || undefined };
  const list = useAdminItems(kind, query);
  const status = useItemStatus(kind);
  const remove = useDeleteItem(kind);
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);

  const filter = (patch: Partial<ItemListParams<ItemKind>>) =>
    setParams((p) => ({ ...p, ...patch, page: 1 }));
  const onStatus = (item: Item, next: ItemStatus) =>
    status.mutate(
      { id: item.id, status: next },
      {
        onSuccess: () => void message.success(M.statusUpdated),
        onError: (error) => void message.error(errorText(error, M.saveFailed)),
      },
    );
  const onDelete = (item: Item) =>
    remove.mutate(item.id, {
      onSuccess: (outcome) =>
        void (outcome.deactivated
          ? message.warning(outcome.message, 6)
          : message.success(outcome.message)),
      onError: (error) => void message.error(errorText(error, M.deleteFailed)),
    });

  const columns: TableColumnsType<Item> = [
    {
      title: `Tên ${text.noun}`,
      key: 'name',
      fixed: wide ? 'left' : undefined,
      width: 260,
      render: (_, item) => (
        <div className={styles.nameCell}>
          {item.thumbnail_urls[0] ? (
            <img className={styles.thumb} src={item.thumbnail_urls[0]} alt="" loading="lazy" />
          ) : (
            <div className={styles.thumb} />
          )}
          <div style={{ minWidth: 0 }}>
            <strong>{item.name}</strong>
            <small>{'sku' in item ? item.sku : `${item.duration_minutes} phút`}</small>
          </div>
        </div>
      ),
    },
    {
      title: 'Giá',
      key: 'price',
      width: 150,
      render: (_, item) => <Price {...computePrice(item)} />,
    },
    ...(kind === 'products'
      ? [
          {
            title: 'Tồn kho',
            key: 'stock',
            width: 140,
            render: (_: unknown, item: Item) =>
              'stock_status' in item ? (
                <Space direction="vertical" size={0}>
                  <span>{item.stock_quantity}</span>
                  <Tag color={STOCK_COLORS[item.stock_status]}>
                    {STOCK_STATUS_LABELS[item.stock_status]}
                  </Tag>
                </Space>
              ) : null,
          },
        ]
      : []),
    {
      title: 'Danh mục',
      key: 'category',
      width: 160,
      render: (_, item) => item.category?.name ?? '—',
    },
    ...(kind === 'products'
      ? [
          {
            title: 'Nhà cung cấp',
            key: 'supplier',
            // Secondary: shown on very wide screens, so status and actions fit at 1280 px.
            responsive: SECONDARY,
            width: 180,
            render: (_: unknown, item: Item) =>
              'supplier' in item && item.supplier ? item.supplier.name : '—',
          },
        ]
      : []),
    {
      title: 'Nổi bật',
      key: 'featured',
      responsive: SECONDARY,
      width: 90,
      render: (_, item) => (item.is_featured ? <Tag color="gold">Nổi bật</Tag> : '—'),
    },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 100,
      render: (_, item) => (
        <StatusSwitch
          status={item.status}
          label={item.name}
          loading={status.isPending && status.variables.id === item.id}
          onChange={(next) => onStatus(item, next)}
        />
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      fixed: wide ? 'right' : undefined,
      width: 110,
      render: (_, item) => (
        <RowActions
          name={item.name}
          onEdit={() => setEditing({ item })}
          remove={{
            title: M.confirmDelete,
            description: `${text.noun[0]?.toUpperCase()}${text.noun.slice(1)} “${item.name}” và ảnh của nó sẽ bị xóa.`,
            onConfirm: () => onDelete(item),
            loading: remove.isPending && remove.variables === item.id,
          }}
        />
      ),
    },
  ];

  const filtered = Boolean(
    debouncedSearch ||
    params.category_id ||
    params.status ||
    params.featured !== undefined ||
    params.stock,
  );
  return (
    <Card>
      <div className={adminPage.header}>
        <h1>Quản lý {text.noun}</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ item: null })}>
          Thêm {text.noun}
        </Button>
      </div>
      <div className={adminPage.toolbar}>
        <Input.Search
          className={adminPage.search}
          allowClear
          placeholder={
            kind === 'products' ? 'Tìm theo tên, SKU, thương hiệu…' : 'Tìm theo tên dịch vụ…'
          }
          aria-label={`Tìm ${text.noun}`}
          value={search}
          maxLength={L.searchMax}
          onChange={(e) => {
            setSearch(e.target.value);
            setParams((p) => ({ ...p, page: 1 }));
          }}
        />
        <CategorySelect
          type={kind === 'products' ? 'product' : 'service'}
          allowClear
          placeholder="Tất cả danh mục"
          aria-label="Lọc theo danh mục"
          value={params.category_id}
          onChange={(value?: number) => filter({ category_id: value })}
        />
        <Select<ItemStatus>
          allowClear
          placeholder="Mọi trạng thái"
          aria-label="Lọc theo trạng thái"
          value={params.status}
          onChange={(value) => filter({ status: value })}
          options={ITEM_STATUSES.map((s) => ({ value: s, label: ITEM_STATUS_LABELS[s] }))}
        />
        <Select<'true' | 'false'>
          allowClear
          placeholder="Nổi bật: tất cả"
          aria-label="Lọc theo nổi bật"
          value={params.featured === undefined ? undefined : params.featured ? 'true' : 'false'}
          onChange={(value) =>
            filter({ featured: value === undefined ? undefined : value === 'true' })
          }
          options={[
            { value: 'true', label: 'Chỉ nổi bật' },
            { value: 'false', label: 'Không nổi bật' },
          ]}
        />
        {kind === 'products' ? (
          <Select<StockFilter>
            allowClear
            placeholder="Tồn kho: tất cả"
            aria-label="Lọc theo tồn kho"
            value={params.stock}
            onChange={(value) => filter({ stock: value })}
            options={STOCK_FILTERS.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] }))}
          />
        ) : null}
        <Select
          aria-label="Sắp xếp"
          value={params.sort}
          onChange={(value: string) => filter({ sort: value as never })}
          options={Object.entries(text.sorts).map(([value, label]) => ({ value, label }))}
        />
      </div>
      {list.isError ? (
        <ListError title={M.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <Table<Item>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty
              description={
                list.isError
                  ? M.loadFailed
                  : filtered
                    ? `Không tìm thấy ${text.noun} phù hợp`
                    : `Chưa có ${text.noun} nào`
              }
            />
          ),
        }}
        pagination={{
          current: list.data?.meta.current_page ?? query.page,
          pageSize: perPage,
          total: list.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: pageSizeOptionsWith(PER_PAGE_OPTIONS, itemsPerPage),
          showTotal: (total) => `Tổng ${total} ${text.noun}`,
          onChange: (page, size) =>
            setParams((p) => ({ ...p, page: size === perPage ? page : 1, per_page: size })),
        }}
      />
      {editing ? (
        <ItemFormModal kind={kind} item={editing.item} open onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

export function AdminProductsPage() {
  return <AdminItemsPage kind="products" />;
}

export function AdminServicesPage() {
  return <AdminItemsPage kind="services" />;
}
