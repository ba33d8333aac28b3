import {
  CheckCircleOutlined,
  CheckOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  PlusOutlined,
  ReloadOutlined,
  ScheduleOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import {
  APPOINTMENT_SOURCE_LABELS,
  APPOINTMENT_STATUS_COLORS,
  APPOINTMENT_STATUS_LABELS,
  appointmentHasStarted,
  BOOKING_MESSAGES as BM,
  canTransition,
  DESK_MESSAGES as M,
  formatPhone,
  PHOTO_KIND_LABELS,
  waitsForStart,
  type AppointmentAction,
  type AppointmentPhoto,
  type DeskAppointmentDetail,
  type PhotoKind,
} from '@salon/shared';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Grid,
  Image,
  Popconfirm,
  Skeleton,
  Space,
  Tag,
  Timeline,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { formatVnd } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date';
import { useNow } from '../../../lib/use-now';
import { useDeskMove, useRemovePhoto } from '../api/desk-mutations';
import { useDeskDetail } from '../api/desk-queries';
import { dayTitle } from './CalendarPanel';
import { CancelModal } from './CancelModal';
import { CompleteModal } from './CompleteModal';
import { PhotosModal } from './PhotosModal';
import { RescheduleModal } from './RescheduleModal';
import styles from './desk.module.css';
import { ConfirmDelete } from '../../../components/ConfirmDelete';

type OpenModal = 'reschedule' | 'cancel' | 'complete' | 'photos' | null;

const EVENT_LABELS: Record<DeskAppointmentDetail['events'][number]['action'], string> = {
  created: 'Tạo lịch hẹn',
  confirmed: 'Xác nhận',
  rescheduled: 'Đổi lịch',
  cancelled: 'Hủy lịch',
  completed: 'Hoàn thành',
  no_show: 'Khách không đến',
};

/** One appointment with every action its status allows. */
export function AppointmentDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const detail = useDeskDetail(id);
  const [modal, setModal] = useState<OpenModal>(null);
  const data = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={screens.md ? 560 : '100%'}
      title={
        data ? (
          <Space wrap>
            <span>Lịch hẹn {data.code}</span>
            <Tag color={APPOINTMENT_STATUS_COLORS[data.status]}>{data.status_label}</Tag>
          </Space>
        ) : (
          'Chi tiết lịch hẹn'
        )
      }
      destroyOnHidden
    >
      {detail.isError && !data ? (
        <Alert
          type="error"
          showIcon
          title={M.detailLoadFailed}
          description={detail.error.message}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void detail.refetch()}>
              Thử lại
            </Button>
          }
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <>
          <DetailBody detail={data} onModal={setModal} />
          {modal === 'reschedule' ? (
            <RescheduleModal detail={data} onClose={() => setModal(null)} />
          ) : null}
          {modal === 'cancel' ? <CancelModal id={data.id} onClose={() => setModal(null)} /> : null}
          {modal === 'complete' ? (
            <CompleteModal detail={data} onClose={() => setModal(null)} />
          ) : null}
          {modal === 'photos' ? <PhotosModal detail={data} onClose={() => setModal(null)} /> : null}
        </>
      )}
    </Drawer>
  );
}

function DetailBody({
  detail,
  onModal,
}: {
  detail: DeskAppointmentDetail;
  onModal: (modal: OpenModal) => void;
}) {
  const { message } = App.useApp();
  const move = useDeskMove(detail.id);
  const now = useNow();
  const allowed = new Set(detail.allowed_actions);
  // Complete and no-show wait for the start (salon time): shown disabled until then, and
  // enabled as the time comes even with the drawer left open.
  const started = appointmentHasStarted(detail, now);
  const offered = (action: AppointmentAction) => canTransition(action, detail.status);
  const waiting = (action: AppointmentAction) =>
    offered(action) && waitsForStart(action) && !started;
  const run = (action: 'confirm' | 'no-show', success: string) =>
    move.mutate(
      { action },
      {
        onSuccess: () => void message.success(success),
        onError: (error) => void message.error(error.message),
      },
    );
  const canPhoto = detail.status !== 'cancelled' && detail.status !== 'no_show';
  return (
    <Space orientation="vertical" size={20} style={{ width: '100%' }}>
      {allowed.size > 0 || offered('complete') ? (
        <div className={styles.drawerActions}>
          {allowed.has('confirm') ? (
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={move.isPending}
              onClick={() => run('confirm', BM.confirmed)}
            >
              Xác nhận
            </Button>
          ) : null}
          {offered('complete') ? (
            <Tooltip title={waiting('complete') ? BM.notStarted : undefined}>
              <Button
                icon={<CheckCircleOutlined />}
                disabled={waiting('complete')}
                onClick={() => onModal('complete')}
              >
                Hoàn thành
              </Button>
            </Tooltip>
          ) : null}
          {allowed.has('reschedule') ? (
            <Button icon={<ScheduleOutlined />} onClick={() => onModal('reschedule')}>
              Đổi lịch
            </Button>
          ) : null}
          {waiting('no_show') ? (
            <Tooltip title={BM.notStarted}>
              <Button icon={<UserDeleteOutlined />} disabled>
                Không đến
              </Button>
            </Tooltip>
          ) : offered('no_show') ? (
            <Popconfirm
              title="Đánh dấu khách không đến?"
              okText="Đồng ý"
              cancelText="Không"
              onConfirm={() => run('no-show', BM.markedNoShow)}
            >
              <Button icon={<UserDeleteOutlined />}>Không đến</Button>
            </Popconfirm>
          ) : null}
          {allowed.has('cancel') ? (
            <Button danger icon={<CloseCircleOutlined />} onClick={() => onModal('cancel')}>
              Hủy lịch
            </Button>
          ) : null}
        </div>
      ) : null}

      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'when',
            label: 'Thời gian',
            children: (
              <>
                <strong>
                  {detail.appointment_time}–{detail.end_time}
                </strong>{' '}
                <span style={{ textTransform: 'capitalize' }}>
                  {dayTitle(detail.appointment_date)}
                </span>
              </>
            ),
          },
          {
            key: 'customer',
            label: 'Khách hàng',
            children: (
              <>
                <div>
                  <strong>{detail.customer.name}</strong>
                  {detail.customer_account ? (
                    <Tag style={{ marginLeft: 8 }}>Có tài khoản</Tag>
                  ) : null}
                </div>
                <a href={`tel:${detail.customer.phone}`}>{formatPhone(detail.customer.phone)}</a>
                {detail.customer.email ? <div>{detail.customer.email}</div> : null}
              </>
            ),
          },
          {
            key: 'service',
            label: 'Dịch vụ',
            children: (
              <>
                <div>{detail.service.name}</div>
                <span className={styles.muted}>
                  {detail.duration_minutes} phút · {formatVnd(detail.price)}
                </span>
              </>
            ),
          },
          { key: 'stylist', label: 'Stylist', children: detail.stylist?.name ?? 'Chưa phân công' },
          { key: 'branch', label: 'Chi nhánh', children: detail.branch.name },
          {
            key: 'source',
            label: 'Nguồn',
            children: `${APPOINTMENT_SOURCE_LABELS[detail.source]}${detail.created_by ? ` · ${detail.created_by.name}` : ''}`,
          },
          ...(detail.notes
            ? [{ key: 'notes', label: 'Ghi chú của khách', children: detail.notes }]
            : []),
          ...(detail.staff_note
            ? [{ key: 'staff_note', label: 'Ghi chú nhân viên', children: detail.staff_note }]
            : []),
          ...(detail.cancel_reason
            ? [{ key: 'cancel', label: 'Lý do hủy', children: detail.cancel_reason }]
            : []),
        ]}
      />

      <section>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            Ảnh trước / sau
          </Typography.Title>
          {canPhoto ? (
            <Button size="small" icon={<PlusOutlined />} onClick={() => onModal('photos')}>
              Thêm ảnh
            </Button>
          ) : null}
        </Space>
        <PhotoSection detail={detail} kind="before" photos={detail.before_images} />
        <PhotoSection detail={detail} kind="after" photos={detail.after_images} />
      </section>

      <section>
        <Typography.Title level={5}>Lịch sử</Typography.Title>
        <Timeline
          items={detail.events.map((event, index) => ({
            key: index,
            content: (
              <>
                <strong>{EVENT_LABELS[event.action]}</strong>
                {event.action !== 'created'
                  ? ` → ${APPOINTMENT_STATUS_LABELS[event.to_status]}`
                  : null}
                <div className={styles.muted}>
                  {formatDateTime(event.created_at)}
                  {event.actor_name ? ` · ${event.actor_name}` : ''}
                </div>
                {event.previous_start ? (
                  <div className={styles.muted}>
                    Lịch cũ: {formatOldStart(event.previous_start)}
                  </div>
                ) : null}
                {event.note ? <div>{event.note}</div> : null}
              </>
            ),
          }))}
        />
      </section>
    </Space>
  );
}

function formatOldStart(value: string): string {
  const [date = '', time = ''] = value.split(' ');
  return `${time} ${date.split('-').reverse().join('/')}`;
}

function PhotoSection({
  detail,
  kind,
  photos,
}: {
  detail: DeskAppointmentDetail;
  kind: PhotoKind;
  photos: AppointmentPhoto[];
}) {
  const { message } = App.useApp();
  const remove = useRemovePhoto(detail.id);
  return (
    <div style={{ marginTop: 12 }}>
      <div style={{ fontWeight: 600, marginBottom: 6 }}>
        {PHOTO_KIND_LABELS[kind]} ({photos.length})
      </div>
      {photos.length === 0 ? (
        <div className={styles.muted}>Chưa có ảnh</div>
      ) : (
        <Image.PreviewGroup>
          <div className={styles.photoGrid}>
            {photos.map((photo) => (
              <div key={photo.id} className={styles.photo}>
                <Image
                  src={photo.thumbnail_url ?? photo.url}
                  preview={{ src: photo.url }}
                  width={88}
                  height={88}
                  alt={`${PHOTO_KIND_LABELS[kind]} ${detail.code}`}
                />
                <ConfirmDelete
                  title="Xóa ảnh này?"
                  cancelText="Không"
                  onConfirm={() =>
                    remove.mutate(photo.id, {
                      onSuccess: () => void message.success(M.photoRemoved),
                      onError: (error) => void message.error(error.message),
                    })
                  }
                >
                  <Button
                    className={styles.photoRemove}
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label="Xóa ảnh"
                  />
                </ConfirmDelete>
              </div>
            ))}
          </div>
        </Image.PreviewGroup>
      )}
    </div>
  );
}
