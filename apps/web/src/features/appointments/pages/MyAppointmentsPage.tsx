import { CalendarOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { MY_APPOINTMENTS_MESSAGES as M, type AppointmentSummary } from '@salon/shared';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../../components/LinkButton';
import accountList from '../../../components/account-list.module.css';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyAppointments, useMyAppointmentStats } from '../api/my-appointments';
import {
  AppointmentActionModal,
  type AppointmentAction,
  type AppointmentActionKind,
} from '../components/AppointmentActionModal';
import { AppointmentCard } from '../components/AppointmentCard';
import { AppointmentTimeline } from '../components/AppointmentTimeline';
import { MyAppointmentStats } from '../components/MyAppointmentStats';
import { MyAppointmentsToolbar } from '../components/MyAppointmentsToolbar';
import styles from '../components/my-appointments.module.css';
import { useMyAppointmentsParams } from '../use-my-appointments-params';

/** /lich-hen, /appointments, /my-appointments: the signed-in customer's appointments. */
export function MyAppointmentsPage() {
  usePageTitle('Lịch hẹn của tôi');
  const { filters, view, setFilters, setView } = useMyAppointmentsParams();
  const list = useMyAppointments(filters);
  const stats = useMyAppointmentStats();
  const [action, setAction] = useState<AppointmentAction | null>(null);
  const onAction = (kind: AppointmentActionKind, appointment: AppointmentSummary) =>
    setAction({ kind, appointment });

  const appointments = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.meta.total ?? 0;
  const filtered = Boolean(filters.search || filters.status || filters.time_filter);

  return (
    <div className={`container ${accountList.page}`}>
      <div className={accountList.header}>
        <h1 className={accountList.title}>Lịch hẹn của tôi</h1>
        <LinkButton type="primary" icon={<PlusOutlined />} to="/dat-lich">
          Đặt lịch mới
        </LinkButton>
      </div>
      <MyAppointmentStats stats={stats.data} />
      <MyAppointmentsToolbar
        filters={filters}
        onChange={setFilters}
        view={view}
        onViewChange={setView}
      />

      {list.isPending ? (
        <div className={styles.list} aria-busy="true" aria-label="Đang tải lịch hẹn">
          {[0, 1, 2].map((key) => (
            <div key={key} className={styles.card}>
              <Skeleton active paragraph={{ rows: 3 }} />
            </div>
          ))}
        </div>
      ) : list.isError && appointments.length === 0 ? (
        <Alert
          type="error"
          showIcon
          title={M.listLoadFailed}
          description={list.error.message}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
              Thử lại
            </Button>
          }
        />
      ) : appointments.length === 0 ? (
        <div className={styles.empty}>
          <Empty
            image={<CalendarOutlined className={styles.emptyIcon} />}
            description={filtered ? M.emptyFiltered : M.empty}
          >
            {filtered ? (
              <Button
                onClick={() =>
                  setFilters({ search: '', status: undefined, time_filter: undefined })
                }
              >
                Xóa bộ lọc
              </Button>
            ) : (
              <LinkButton type="primary" icon={<PlusOutlined />} to="/dat-lich">
                Đặt lịch ngay
              </LinkButton>
            )}
          </Empty>
        </div>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            Đang hiển thị {appointments.length} / {total} lịch hẹn
          </p>
          {view === 'cards' ? (
            <div className={styles.list}>
              {appointments.map((appointment) => (
                <AppointmentCard
                  key={appointment.id}
                  appointment={appointment}
                  onAction={onAction}
                />
              ))}
            </div>
          ) : (
            <AppointmentTimeline appointments={appointments} onAction={onAction} />
          )}
          {list.isFetchNextPageError ? (
            <Alert type="error" showIcon title={M.listLoadFailed} className={styles.moreError} />
          ) : null}
          {list.hasNextPage ? (
            <div className={styles.more}>
              <Button
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
                size="large"
              >
                Xem thêm
              </Button>
            </div>
          ) : null}
        </>
      )}
      <AppointmentActionModal action={action} onClose={() => setAction(null)} />
    </div>
  );
}
