import { ClearOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CATALOG_ADMIN_MESSAGES as M,
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  SUPPLIER_MIN_RATINGS,
  type ItemStatus,
  type Supplier,
} from '@salon/shared';
import {
  App,
  Button,
  Grid,
  Card,
  Col,
  Empty,
  Input,
  List,
  Progress,
  Rate,
  Row,
  Select,
  Space,
  Table,
  Tabs,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatVnd } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  downloadSuppliersCsv,
  useDeleteSupplier,
  useSupplierList,
  useSupplierStatistics,
  useSupplierStatus,
  type SupplierListParams,
} from '../api/suppliers';
import { ListError } from '../../admin/components/ListError';
import { PieChart } from '../components/PieChart';
import { StatCards } from '../../admin/components/StatCards';
import { StatusSwitch } from '../../admin/components/StatusSwitch';
import { SupplierDetailModal } from '../components/SupplierDetailModal';
import { SupplierFormModal } from '../components/SupplierFormModal';
import { SupplierPerformanceCard, SupplierPerformancePie } from '../components/SupplierPerformance';
import { ScoreTitle, SupplierOrderTotals, SupplierScoreBar } from '../components/SupplierScore';
import { RowActions } from '../../admin/components/RowActions';
import adminPage from '../../admin/components/admin-page.module.css';
import { useTablePageSize } from '../../../components/use-table-page-size';
import { SECONDARY } from '../../../components/table-columns';

const pct = (n: number, of: number) => (of > 0 ? Math.round((n / of) * 100) : 0);

function OverviewTab() {
  const stats = useSupplierStatistics();
  const s = stats.data;
  const maxProducts = Math.max(1, ...(s?.top_suppliers ?? []).map((t) => t.products_count));
  return (
    <>
      {stats.isError ? (
        <ListError
          title={M.supplierLoadFailed}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : null}
      <StatCards
        loading={stats.isLoading}
        items={[
          { title: 'Tổng nhà cung cấp', value: s?.total_suppliers ?? 0 },
          { title: 'Đang hoạt động', value: s?.active_suppliers ?? 0, color: '#2d7f56' },
          { title: 'Ngừng hoạt động', value: s?.inactive_suppliers ?? 0, color: '#8c8c8c' },
          { title: 'Đang cung cấp sản phẩm', value: s?.suppliers_with_products ?? 0 },
          { title: 'Chưa có sản phẩm', value: s?.suppliers_without_products ?? 0 },
          {
            title: 'Đánh giá trung bình',
            value: s?.average_rating ?? '—',
            suffix: s?.average_rating ? '/ 5' : undefined,
          },
          { title: 'Giá trị tồn kho', value: formatVnd(s?.total_stock_value ?? 0) },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small" title="Tình trạng">
            <div>Đang hoạt động</div>
            <Progress
              status="normal"
              percent={pct(s?.active_suppliers ?? 0, s?.total_suppliers ?? 0)}
              strokeColor="#2d7f56"
            />
            <div>Đang cung cấp sản phẩm</div>
            <Progress
              status="normal"
              percent={pct(s?.suppliers_with_products ?? 0, s?.total_suppliers ?? 0)}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title="Nhà cung cấp nhiều sản phẩm nhất">
            <List
              dataSource={s?.top_suppliers ?? []}
              locale={{ emptyText: 'Chưa có nhà cung cấp nào có sản phẩm' }}
              renderItem={(t, index) => (
                <List.Item>
                  <div style={{ width: '100%' }}>
                    <Space>
                      <strong>{index + 1}.</strong>
                      <span>{t.name}</span>
                      <small style={{ color: 'var(--ant-color-text-tertiary)' }}>{t.code}</small>
                    </Space>
                    <Progress
                      status="normal"
                      percent={pct(t.products_count, maxProducts)}
                      format={() => `${t.products_count} SP`}
                    />
                  </div>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      <SupplierPerformanceCard stats={s} />
    </>
  );
}

function ListTab({
  onEdit,
  onView,
  onAdd,
}: {
  onEdit: (s: Supplier) => void;
  onView: (id: number) => void;
  onAdd: () => void;
}) {
  // Columns pinned left and right only where the screen is wide enough for both.
  const wide = Grid.useBreakpoint().lg === true;
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [paging, setParams] = useState<
    Omit<SupplierListParams, 'per_page'> & { per_page?: number }
  >({ page: 1 });
  const { pageSize, pageSizeOptions } = useTablePageSize(paging.per_page);
  const params: SupplierListParams = { ...paging, per_page: pageSize };
  const debounced = useDebouncedValue(search.trim(), 400);
  const filters = {
    search: debounced || undefined,
    status: params.status,
    min_rating: params.min_rating,
  };
  const list = useSupplierList({ ...params, ...filters });
  const status = useSupplierStatus();
  const remove = useDeleteSupplier();
  const [exporting, setExporting] = useState(false);
  const filter = (patch: Partial<SupplierListParams>) =>
    setParams((p) => ({ ...p, ...patch, page: 1 }));

  const onExport = () => {
    setExporting(true);
    downloadSuppliersCsv(filters)
      .catch(
        (error: Error) =>
          void message.error(
            error.message ? `${M.supplierExportFailed}: ${error.message}` : M.supplierExportFailed,
          ),
      )
      .finally(() => setExporting(false));
  };

  const columns: TableColumnsType<Supplier> = [
    { title: 'Mã', dataIndex: 'code', width: 100, fixed: wide ? 'left' : undefined },
    {
      title: 'Tên nhà cung cấp',
      key: 'name',
      width: 240,
      render: (_, s) => (
        <div>
          <strong>{s.name}</strong>
          {s.contact_person ? (
            <div style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12 }}>
              {s.contact_person}
            </div>
          ) : null}
        </div>
      ),
    },
    {
      title: <ScoreTitle />,
      key: 'performance',
      width: 170,
      render: (_, s) => (
        <div>
          <SupplierScoreBar supplier={s} />
          <SupplierOrderTotals supplier={s} />
        </div>
      ),
    },
    { title: 'Điện thoại', dataIndex: 'phone', width: 140, render: (v: string | null) => v ?? '—' },
    // Secondary columns: shown on very wide screens, so status and actions fit at 1280 px.
    {
      title: 'Email',
      dataIndex: 'email',
      width: 220,
      responsive: SECONDARY,
      render: (v: string | null) => v ?? '—',
    },
    {
      title: 'Đánh giá',
      key: 'rating',
      width: 160,
      // The typed rating gives way to the computed score below 1600 px.
      responsive: SECONDARY,
      render: (_, s) =>
        s.rating === null ? (
          <span style={{ color: 'var(--ant-color-text-tertiary)' }}>Chưa đánh giá</span>
        ) : (
          <Space size={4}>
            <Rate disabled allowHalf value={s.rating} style={{ fontSize: 12 }} />
            <span>{s.rating.toFixed(1)}</span>
          </Space>
        ),
    },
    { title: 'Sản phẩm', dataIndex: 'products_count', width: 90, responsive: SECONDARY },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 100,
      render: (_, s) => (
        <StatusSwitch
          status={s.status}
          label={s.name}
          loading={status.isPending && status.variables.id === s.id}
          onChange={(next) =>
            status.mutate(
              { id: s.id, status: next },
              {
                onSuccess: () => void message.success(M.statusUpdated),
                onError: (error) => void message.error(errorText(error, M.supplierSaveFailed)),
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
      render: (_, s) => (
        <RowActions
          name={s.name}
          onView={() => onView(s.id)}
          onEdit={() => onEdit(s)}
          remove={{
            title: M.confirmDelete,
            description: 'Chỉ xóa được nhà cung cấp không còn sản phẩm nào.',
            onConfirm: () =>
              remove.mutate(s.id, {
                onSuccess: () => void message.success(M.supplierDeleted),
                onError: (error) => void message.error(errorText(error, M.supplierDeleteFailed)),
              }),
          }}
        />
      ),
    },
  ];

  return (
    <>
      <div className={adminPage.toolbar}>
        <Input.Search
          className={adminPage.search}
          placeholder="Tìm theo tên, mã, người liên hệ, email…"
          aria-label="Tìm nhà cung cấp"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setParams((p) => ({ ...p, page: 1 }));
          }}
        />
        <Select<ItemStatus>
          allowClear
          placeholder="Mọi trạng thái"
          aria-label="Lọc theo trạng thái"
          value={params.status}
          onChange={(value) => filter({ status: value })}
          options={ITEM_STATUSES.map((s) => ({ value: s, label: ITEM_STATUS_LABELS[s] }))}
        />
        <Select<number>
          allowClear
          placeholder="Đánh giá tối thiểu"
          aria-label="Đánh giá tối thiểu"
          value={params.min_rating}
          onChange={(value) => filter({ min_rating: value })}
          options={SUPPLIER_MIN_RATINGS.map((r) => ({ value: r, label: `Từ ${r.toFixed(1)} sao` }))}
        />
      </div>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          Thêm nhà cung cấp
        </Button>
        <Button icon={<ClearOutlined />} disabled={!search} onClick={() => setSearch('')}>
          Xóa tìm kiếm
        </Button>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
          Xuất CSV
        </Button>
      </Space>
      {list.isError ? (
        <ListError
          title={M.supplierLoadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <Table<Supplier>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty
              description={
                filters.search || filters.status || filters.min_rating
                  ? 'Không tìm thấy nhà cung cấp phù hợp'
                  : 'Chưa có nhà cung cấp nào'
              }
            />
          ),
        }}
        pagination={{
          current: params.page,
          pageSize: params.per_page,
          total: list.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions,
          showTotal: (t) => `Tổng ${t} nhà cung cấp`,
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
  const stats = useSupplierStatistics();
  const s = stats.data;
  const bandColors = ['#bfbfbf', '#ff4d4f', '#faad14', '#1677ff', '#2d7f56'];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title="Phân bố đánh giá">
          <PieChart
            title="Số nhà cung cấp theo mức đánh giá"
            slices={(s?.rating_bands ?? []).map((b, i) => ({
              label: b.label,
              value: b.count,
              color: bandColors[i] ?? '#8c8c8c',
            }))}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <SupplierPerformancePie stats={s} />
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title="Sản phẩm theo nhà cung cấp">
          <PieChart
            title="Nhà cung cấp có và chưa có sản phẩm"
            slices={[
              {
                label: 'Đang cung cấp sản phẩm',
                value: s?.suppliers_with_products ?? 0,
                color: '#1677ff',
              },
              {
                label: 'Chưa có sản phẩm',
                value: s?.suppliers_without_products ?? 0,
                color: '#d9d9d9',
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** /admin/suppliers */
export function AdminSuppliersPage() {
  usePageTitle('Quản lý nhà cung cấp');
  const [editing, setEditing] = useState<{ supplier: Supplier | null } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <Card>
      <div className={adminPage.header}>
        <h1>Quản lý nhà cung cấp</h1>
      </div>
      <Tabs
        defaultActiveKey="list"
        items={[
          { key: 'overview', label: 'Tổng quan', children: <OverviewTab /> },
          {
            key: 'list',
            label: 'Danh sách nhà cung cấp',
            children: (
              <ListTab
                onEdit={(supplier) => setEditing({ supplier })}
                onView={setViewing}
                onAdd={() => setEditing({ supplier: null })}
              />
            ),
          },
          { key: 'analytics', label: 'Phân tích', children: <AnalyticsTab /> },
        ]}
      />
      {editing ? (
        <SupplierFormModal supplier={editing.supplier} onClose={() => setEditing(null)} />
      ) : null}
      {viewing !== null ? (
        <SupplierDetailModal id={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </Card>
  );
}
