import { EditOutlined, EyeOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  SLIDER_DISPLAY_STATUSES,
  SLIDER_DISPLAY_STATUS_LABELS,
  SLIDER_LIMITS,
  SLIDER_MESSAGES,
  SLIDER_POSITIONS,
  SLIDER_POSITION_LABELS,
  SLIDER_TYPES,
  SLIDER_TYPE_LABELS,
  type AdminSlider,
  type SliderDisplayStatus,
  type SliderPosition,
  type SliderType,
} from '@salon/shared';
import {
  Alert,
  App,
  Button,
  Grid,
  Input,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import {
  useAdminSliders,
  useDeleteSlider,
  useToggleSlider,
  type AdminSliderListParams,
} from '../../api/admin-sliders';
import { formatDate } from './slider-format';
import { SliderDetailDrawer } from './SliderDetailDrawer';
import { SliderFormModal } from './SliderFormModal';
import { SliderStatusTag } from './SliderStatusTag';
import styles from './sliders.module.css';
import { DeleteConfirmButton } from '../../../admin/components/DeleteConfirmButton';
import { useTablePageSize } from '../../../../components/use-table-page-size';

type SliderPaging = Omit<AdminSliderListParams, 'per_page'> & { per_page?: number };
const FIRST_PAGE: SliderPaging = { page: 1 };

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const messageOf = (error: unknown, fallback: string) => errorText(error, fallback);

/** The Slider tab of the content screen: filters, table, view, add, edit, toggle, delete. */
export function SlidersTab() {
  const { message } = App.useApp();
  const [paging, setParams] = useState<SliderPaging>(FIRST_PAGE);
  const { pageSize, pageSizeOptions } = useTablePageSize(paging.per_page, {
    max: SLIDER_LIMITS.adminMaxPerPage,
  });
  const params: AdminSliderListParams = { ...paging, per_page: pageSize };
  const [searchText, setSearchText] = useState('');
  const [viewing, setViewing] = useState<AdminSlider | null>(null);
  const [editing, setEditing] = useState<{ slider: AdminSlider | null } | null>(null);
  const screens = Grid.useBreakpoint();
  const list = useAdminSliders(params);
  const toggle = useToggleSlider();
  const remove = useDeleteSlider();

  const filter = (changes: Partial<AdminSliderListParams>) =>
    setParams((current) => ({ ...current, ...changes, page: 1 }));

  const onToggle = async (slider: AdminSlider) => {
    try {
      const updated = await toggle.mutateAsync(slider.id);
      void message.success(
        updated.is_active ? SLIDER_MESSAGES.toggledOn : SLIDER_MESSAGES.toggledOff,
      );
    } catch (error) {
      void message.error(messageOf(error, SLIDER_MESSAGES.saveFailed));
    }
  };

  const onDelete = async (slider: AdminSlider) => {
    try {
      await remove.mutateAsync(slider.id);
      void message.success(SLIDER_MESSAGES.deleted);
    } catch (error) {
      void message.error(messageOf(error, SLIDER_MESSAGES.deleteFailed));
    }
  };

  const columns: TableColumnsType<AdminSlider> = [
    {
      title: 'Ảnh',
      key: 'image',
      width: 120,
      responsive: ['md'],
      render: (_, slider) => (
        <img
          className={styles.thumb}
          src={slider.thumbnail_url ?? slider.image_url}
          alt=""
          width={96}
          height={40}
          loading="lazy"
        />
      ),
    },
    {
      title: 'Tiêu đề',
      key: 'title',
      width: 240,
      render: (_, slider) => (
        <div>
          <div className={styles.rowTitle}>{slider.title}</div>
          {slider.subtitle ? <div className={styles.rowSubtitle}>{slider.subtitle}</div> : null}
        </div>
      ),
    },
    {
      title: 'Loại',
      key: 'type',
      width: 110,
      render: (_, slider) => (
        <Tag color={slider.type === 'banner' ? 'geekblue' : 'purple'}>
          {SLIDER_TYPE_LABELS[slider.type]}
        </Tag>
      ),
    },
    {
      title: 'Vị trí',
      key: 'position',
      width: 110,
      render: (_, slider) => SLIDER_POSITION_LABELS[slider.position],
    },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 140,
      render: (_, slider) => <SliderStatusTag status={slider.display_status} />,
    },
    {
      title: 'Bật/tắt',
      key: 'active',
      width: 90,
      align: 'center',
      render: (_, slider) => (
        <Switch
          checked={slider.is_active}
          loading={toggle.isPending && toggle.variables === slider.id}
          aria-label={`${slider.is_active ? 'Tắt' : 'Bật'} slider ${slider.title}`}
          onChange={() => void onToggle(slider)}
        />
      ),
    },
    { title: 'Thứ tự', dataIndex: 'sort_order', width: 80, align: 'center' },
    {
      title: 'Thời gian',
      key: 'dates',
      width: 190,
      render: (_, slider) =>
        slider.is_scheduled
          ? `${formatDate(slider.start_date) ?? '…'} – ${formatDate(slider.end_date) ?? '…'}`
          : 'Luôn hiển thị',
    },
    {
      title: 'Lượt nhấn',
      dataIndex: 'click_count',
      width: 100,
      align: 'center',
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 140,
      // On a phone a fixed column would cover the table.
      ...(screens.md ? { fixed: 'right' as const } : {}),
      render: (_, slider) => (
        <Space size={4}>
          <Tooltip title="Xem">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Xem ${slider.title}`}
              onClick={() => setViewing(slider)}
            />
          </Tooltip>
          <Tooltip title="Sửa">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Sửa ${slider.title}`}
              onClick={() => setEditing({ slider })}
            />
          </Tooltip>
          <DeleteConfirmButton
            name={slider.title}
            title={SLIDER_MESSAGES.deleteConfirm}
            onConfirm={() => onDelete(slider)}
            type="text"
          />
        </Space>
      ),
    },
  ];

  return (
    <div>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          placeholder="Tìm theo tiêu đề"
          aria-label="Tìm slider"
          maxLength={SLIDER_LIMITS.searchMax}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => filter({ search: value.trim() || undefined })}
          className={styles.search}
        />
        <Select<SliderType>
          allowClear
          placeholder="Loại"
          aria-label="Lọc theo loại"
          value={params.type}
          onChange={(type) => filter({ type })}
          options={options(SLIDER_TYPES, SLIDER_TYPE_LABELS)}
          className={styles.filter}
        />
        <Select<SliderPosition>
          allowClear
          placeholder="Vị trí"
          aria-label="Lọc theo vị trí"
          value={params.position}
          onChange={(position) => filter({ position })}
          options={options(SLIDER_POSITIONS, SLIDER_POSITION_LABELS)}
          className={styles.filter}
        />
        <Select<SliderDisplayStatus>
          allowClear
          placeholder="Trạng thái"
          aria-label="Lọc theo trạng thái"
          value={params.status}
          onChange={(status) => filter({ status })}
          options={options(SLIDER_DISPLAY_STATUSES, SLIDER_DISPLAY_STATUS_LABELS)}
          className={styles.filter}
        />
        <Button
          onClick={() => {
            setSearchText('');
            setParams(FIRST_PAGE);
          }}
        >
          Đặt lại
        </Button>
        <Button
          icon={<ReloadOutlined />}
          aria-label="Tải lại"
          onClick={() => void list.refetch()}
          loading={list.isFetching}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ slider: null })}
          className={styles.add}
        >
          Thêm slider
        </Button>
      </div>

      {list.isError ? (
        <Alert
          type="error"
          showIcon
          className={styles.alert}
          title={messageOf(list.error, SLIDER_MESSAGES.loadFailed)}
          action={<Button onClick={() => void list.refetch()}>Thử lại</Button>}
        />
      ) : null}

      <Table<AdminSlider>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        scroll={{ x: 1200 }}
        locale={{ emptyText: 'Chưa có slider nào' }}
        pagination={{
          current: params.page,
          pageSize: params.per_page,
          total: list.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions,
          showQuickJumper: true,
          showTotal: (total, [from, to]) => `${from}–${to} trong ${total} slider`,
          onChange: (page, perPage) =>
            setParams((current) => ({
              ...current,
              page: perPage === pageSize ? page : 1,
              per_page: perPage,
            })),
        }}
      />

      <SliderDetailDrawer slider={viewing} onClose={() => setViewing(null)} />
      <SliderFormModal
        open={editing !== null}
        slider={editing?.slider ?? null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
