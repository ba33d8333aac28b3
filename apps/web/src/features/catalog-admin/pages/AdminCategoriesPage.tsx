import { PlusOutlined } from '@ant-design/icons';
import {
  CATALOG_ADMIN_MESSAGES as M,
  CATEGORY_TYPE_LABELS,
  CATEGORY_TYPES,
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  type AdminCategory,
  type AdminCategoryNode,
  type CategoryType,
  type ItemStatus,
} from '@salon/shared';
import {
  App,
  Button,
  Grid,
  Card,
  Col,
  Empty,
  Input,
  Progress,
  Row,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useCategoryList,
  useCategoryStatistics,
  useCategoryStatus,
  useCategoryTree,
  useDeleteCategory,
  type CategoryListParams,
} from '../api/categories';
import { CategoryDetailModal } from '../components/CategoryDetailModal';
import { CategoryFormModal } from '../components/CategoryFormModal';
import { LineChart } from '../components/LineChart';
import { ListError } from '../../admin/components/ListError';
import { PieChart } from '../components/PieChart';
import { StatCards } from '../../admin/components/StatCards';
import { StatusSwitch } from '../../admin/components/StatusSwitch';
import { RowActions } from '../../admin/components/RowActions';
import adminPage from '../../admin/components/admin-page.module.css';
import { useTablePageSize } from '../../../components/use-table-page-size';
import { SECONDARY } from '../../../components/table-columns';

const TYPE_COLORS: Record<CategoryType, string> = { product: 'blue', service: 'purple' };

/** Row actions and status switch, shared by the overview and the full list. */
function useCategoryColumns(onEdit: (c: AdminCategory) => void, onView: (id: number) => void) {
  // Columns pinned left and right only where the screen is wide enough for both.
  const wide = Grid.useBreakpoint().lg === true;
  const { message } = App.useApp();
  const status = useCategoryStatus();
  const remove = useDeleteCategory();
  const columns: TableColumnsType<AdminCategory> = [
    {
      title: 'Tên danh mục',
      key: 'name',
      fixed: wide ? 'left' : undefined,
      width: 220,
      render: (_, c) => (
        <div>
          <strong>{c.name}</strong>
          {c.parent ? (
            <div style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12 }}>
              thuộc {c.parent.name}
            </div>
          ) : null}
        </div>
      ),
    },
    {
      title: 'Loại',
      key: 'type',
      width: 100,
      render: (_, c) => <Tag color={TYPE_COLORS[c.type]}>{CATEGORY_TYPE_LABELS[c.type]}</Tag>,
    },
    // Secondary columns: shown on very wide screens, so status and actions fit at 1280 px.
    {
      title: 'Cấp',
      key: 'level',
      width: 70,
      responsive: SECONDARY,
      render: (_, c) => (c.parent_id === null ? 1 : 2),
    },
    { title: 'Số mục', dataIndex: 'products_count', width: 80 },
    { title: 'Danh mục con', dataIndex: 'children_count', width: 110 },
    { title: 'Thứ tự', dataIndex: 'sort_order', width: 80, responsive: SECONDARY },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 100,
      render: (_, c) => (
        <StatusSwitch
          status={c.status}
          label={c.name}
          loading={status.isPending && status.variables.id === c.id}
          onChange={(next) =>
            status.mutate(
              { id: c.id, status: next },
              {
                onSuccess: () => void message.success(M.statusUpdated),
                onError: () => void message.error(M.categoryStatusFailed),
              },
            )
          }
        />
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      fixed: wide ? 'right' : undefined,
      width: 150,
      render: (_, c) => (
        <RowActions
          name={c.name}
          onView={() => onView(c.id)}
          onEdit={() => onEdit(c)}
          remove={{
            title: M.confirmDelete,
            description: 'Chỉ xóa được danh mục không còn danh mục con, sản phẩm hay dịch vụ.',
            onConfirm: () =>
              remove.mutate(c.id, {
                onSuccess: () => void message.success(M.categoryDeleted),
                onError: (error) => void message.error(errorText(error, M.categoryDeleteFailed)),
              }),
          }}
        />
      ),
    },
  ];
  return columns;
}

/** Top-level rows with their children as expandable rows (none when a category has no child). */
type TreeRow = AdminCategory & { children?: AdminCategory[] };

function toTreeRow(node: AdminCategoryNode): TreeRow {
  return { ...node, children: node.children.length > 0 ? node.children : undefined };
}

function OverviewTab({ columns }: { columns: TableColumnsType<AdminCategory> }) {
  const stats = useCategoryStatistics();
  const [treeSize, setTreeSize] = useState<number | undefined>();
  const treePaging = useTablePageSize(treeSize);
  const tree = useCategoryTree();
  const s = stats.data;
  return (
    <>
      {stats.isError ? (
        <ListError
          title={M.categoryLoadFailed}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : null}
      <StatCards
        loading={stats.isLoading}
        items={[
          { title: 'Tổng danh mục', value: s?.total_categories ?? 0 },
          { title: 'Đang hoạt động', value: s?.active_categories ?? 0, color: '#2d7f56' },
          { title: 'Ngừng hoạt động', value: s?.inactive_categories ?? 0, color: '#8c8c8c' },
          { title: 'Danh mục sản phẩm', value: s?.product_categories ?? 0 },
          { title: 'Danh mục dịch vụ', value: s?.service_categories ?? 0 },
          { title: 'Danh mục cấp 1', value: s?.root_categories ?? 0 },
          { title: 'Có danh mục con', value: s?.categories_with_children ?? 0 },
          { title: 'Có sản phẩm', value: s?.categories_with_products ?? 0 },
          { title: 'Có dịch vụ', value: s?.categories_with_services ?? 0 },
        ]}
      />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} lg={10}>
          <Card size="small" title="Theo loại">
            <PieChart
              title="Số danh mục theo loại"
              slices={[
                { label: 'Sản phẩm', value: s?.product_categories ?? 0, color: '#1677ff' },
                { label: 'Dịch vụ', value: s?.service_categories ?? 0, color: '#722ed1' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title="Danh mục tạo mới theo tháng">
            <LineChart
              title="Số danh mục tạo mới trong 12 tháng gần đây"
              points={(s?.created_per_month ?? []).map((m) => ({
                label: `${m.month.slice(5)}/${m.month.slice(2, 4)}`,
                value: m.count,
              }))}
            />
          </Card>
        </Col>
      </Row>
      {tree.isError ? (
        <ListError
          title={M.categoryLoadFailed}
          error={tree.error}
          onRetry={() => void tree.refetch()}
        />
      ) : null}
      <Table<TreeRow>
        rowKey="id"
        size="middle"
        loading={tree.isLoading}
        columns={columns}
        dataSource={(tree.data ?? []).map(toTreeRow)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="Chưa có danh mục nào" /> }}
        pagination={{
          pageSize: treePaging.pageSize,
          showSizeChanger: true,
          pageSizeOptions: treePaging.pageSizeOptions,
          onChange: (_, size) => setTreeSize(size),
          showTotal: (t) => `${t} danh mục cấp 1`,
        }}
      />
    </>
  );
}

function AllCategoriesTab({ columns }: { columns: TableColumnsType<AdminCategory> }) {
  const [search, setSearch] = useState('');
  const [paging, setParams] = useState<
    Omit<CategoryListParams, 'per_page'> & { per_page?: number }
  >({ page: 1 });
  const { pageSize, pageSizeOptions } = useTablePageSize(paging.per_page);
  const params: CategoryListParams = { ...paging, per_page: pageSize };
  const debounced = useDebouncedValue(search.trim(), 400);
  const list = useCategoryList({ ...params, search: debounced || undefined });
  const filter = (patch: Partial<CategoryListParams>) =>
    setParams((p) => ({ ...p, ...patch, page: 1 }));
  return (
    <>
      <div className={adminPage.toolbar}>
        <Input.Search
          className={adminPage.search}
          allowClear
          placeholder="Tìm danh mục…"
          aria-label="Tìm danh mục"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setParams((p) => ({ ...p, page: 1 }));
          }}
        />
        <Select<0 | 1>
          allowClear
          placeholder="Mọi cấp"
          aria-label="Lọc theo cấp"
          value={params.level}
          onChange={(level) => filter({ level })}
          options={[
            { value: 0, label: 'Cấp 1' },
            { value: 1, label: 'Cấp 2 (danh mục con)' },
          ]}
        />
        <Select<CategoryType>
          allowClear
          placeholder="Mọi loại"
          aria-label="Lọc theo loại"
          value={params.type}
          onChange={(type) => filter({ type })}
          options={CATEGORY_TYPES.map((t) => ({ value: t, label: CATEGORY_TYPE_LABELS[t] }))}
        />
        <Select<ItemStatus>
          allowClear
          placeholder="Mọi trạng thái"
          aria-label="Lọc theo trạng thái"
          value={params.status}
          onChange={(status) => filter({ status })}
          options={ITEM_STATUSES.map((s) => ({ value: s, label: ITEM_STATUS_LABELS[s] }))}
        />
      </div>
      {list.isError ? (
        <ListError
          title={M.categoryLoadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <Table<AdminCategory>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="Không tìm thấy danh mục phù hợp" /> }}
        pagination={{
          current: params.page,
          pageSize: params.per_page,
          total: list.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions,
          showTotal: (t) => `Tổng ${t} danh mục`,
          onChange: (page, perPage) =>
            setParams((p) => ({
              ...p,
              page: perPage === pageSize ? page : 1,
              per_page: perPage,
            })),
        }}
      />
    </>
  );
}

function AnalyticsTab() {
  const stats = useCategoryStatistics();
  const tree = useCategoryTree();
  const s = stats.data;
  const roots = [...(tree.data ?? [])]
    .map((c) => ({
      ...c,
      total: c.products_count + c.children.reduce((sum, ch) => sum + ch.products_count, 0),
    }))
    .sort((a, b) => b.total - a.total);
  const max = Math.max(1, ...roots.map((r) => r.total));
  const pct = (n: number, of: number) => (of > 0 ? Math.round((n / of) * 100) : 0);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card size="small" title="Theo trạng thái">
          <PieChart
            title="Số danh mục theo trạng thái"
            slices={[
              { label: 'Đang hoạt động', value: s?.active_categories ?? 0, color: '#2d7f56' },
              { label: 'Ngừng hoạt động', value: s?.inactive_categories ?? 0, color: '#bfbfbf' },
            ]}
          />
        </Card>
        <Card size="small" title="Mức sử dụng" style={{ marginTop: 16 }}>
          <div>Danh mục sản phẩm có sản phẩm</div>
          <Progress
            status="normal"
            percent={pct(s?.categories_with_products ?? 0, s?.product_categories ?? 0)}
          />
          <div>Danh mục dịch vụ có dịch vụ</div>
          <Progress
            status="normal"
            percent={pct(s?.categories_with_services ?? 0, s?.service_categories ?? 0)}
          />
          <div>Danh mục cấp 1 có danh mục con</div>
          <Progress
            status="normal"
            percent={pct(s?.categories_with_children ?? 0, s?.root_categories ?? 0)}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title="Số mục theo danh mục cấp 1 (gồm danh mục con)">
          {roots.length === 0 ? <Empty /> : null}
          {roots.map((r) => (
            <div key={r.id} style={{ marginBottom: 8 }}>
              <Space>
                <span>{r.name}</span>
                <Tag color={TYPE_COLORS[r.type]}>{CATEGORY_TYPE_LABELS[r.type]}</Tag>
              </Space>
              <Progress
                status="normal"
                percent={pct(r.total, max)}
                format={() => r.total}
                strokeColor={r.type === 'product' ? '#1677ff' : '#722ed1'}
              />
            </div>
          ))}
        </Card>
      </Col>
    </Row>
  );
}

/** /admin/categories: product and service categories, two levels. */
export function AdminCategoriesPage() {
  usePageTitle('Quản lý danh mục');
  const [editing, setEditing] = useState<{ category: AdminCategory | null } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const columns = useCategoryColumns((category) => setEditing({ category }), setViewing);
  return (
    <Card>
      <div className={adminPage.header}>
        <h1>Quản lý danh mục</h1>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ category: null })}
        >
          Thêm danh mục
        </Button>
      </div>
      <Tabs
        items={[
          { key: 'overview', label: 'Tổng quan', children: <OverviewTab columns={columns} /> },
          {
            key: 'all',
            label: 'Tất cả danh mục',
            children: <AllCategoriesTab columns={columns} />,
          },
          { key: 'analytics', label: 'Phân tích', children: <AnalyticsTab /> },
        ]}
      />
      {editing ? (
        <CategoryFormModal category={editing.category} onClose={() => setEditing(null)} />
      ) : null}
      {viewing !== null ? (
        <CategoryDetailModal id={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </Card>
  );
}
