import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import {
  APPOINTMENT_STATUS_LABELS,
  DESK_STATUS_COLORS,
  salonToday,
  weekDatesOf,
  type AppointmentStatus,
  type DeskStatusCounts,
} from '@salon/shared';
import { Alert, Button, Checkbox, DatePicker, Grid, Segmented, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type CSSProperties } from 'react';
import { formatDate, formatDayMonth } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import { usePublicBranches } from '../../branches/api/public-branches';
import { useDeskCalendar } from '../api/desk-queries';
import { AppointmentDrawer } from '../components/AppointmentDrawer';
import { CalendarPanel, dayTitle } from '../components/CalendarPanel';
import { CreateAppointmentModal, type CreatePreset } from '../components/CreateAppointmentModal';
import { DeskList } from '../components/DeskList';
import { shiftDate, useDeskParams, type DeskTab } from '../components/use-desk-params';
import styles from '../components/desk.module.css';

const COUNTED: AppointmentStatus[] = ['pending', 'confirmed', 'completed', 'cancelled'];

/** /admin/appointments: the desk staff work from all day. */
export function AppointmentDeskPage() {
  usePageTitle('Lịch hẹn');
  const { user } = useCurrentUser();
  const phone = Grid.useBreakpoint().md === false;
  const branches = usePublicBranches();
  // Staff bound to a branch work on that branch only (the server enforces it too).
  const branchLocked = user?.role === 'staff' && user.branch_id !== null;
  const defaultBranch = user?.branch_id ?? branches.data?.[0]?.id;
  const { tab, date, branchId, setTab, setDate, setBranch } = useDeskParams(defaultBranch);
  const activeBranch = branchLocked ? (user?.branch_id ?? undefined) : branchId;
  const view = tab === 'week' ? 'week' : 'day';
  const calendar = useDeskCalendar(activeBranch, date, view);
  const [openId, setOpenId] = useState<number | null>(null);
  const [create, setCreate] = useState<CreatePreset | null>(null);
  const [showCancelled, setShowCancelled] = useState(false);

  const step = tab === 'week' ? 7 : 1;
  // Day view: the day's counts; week view: the week's.
  const dayCounts =
    tab === 'week'
      ? sumCounts(calendar.data?.days.map((day) => day.counts))
      : calendar.data?.days.find((day) => day.date === date)?.counts;
  const weekDates = weekDatesOf(date);

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Lịch hẹn</h1>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setCreate({ date })}
          disabled={!activeBranch}
        >
          Tạo lịch hẹn
        </Button>
      </div>

      <div className={styles.toolbar}>
        <Select
          className={styles.branchSelect}
          aria-label="Chi nhánh"
          value={activeBranch}
          disabled={branchLocked}
          loading={branches.isLoading}
          onChange={setBranch}
          options={(branches.data ?? []).map((branch) => ({
            value: branch.id,
            label: branch.name,
          }))}
          placeholder="Chọn chi nhánh"
        />
        <Segmented<DeskTab>
          value={tab}
          onChange={setTab}
          options={[
            { value: 'day', label: 'Ngày' },
            { value: 'week', label: 'Tuần' },
            { value: 'list', label: 'Danh sách' },
          ]}
        />
        {tab !== 'list' ? (
          <div className={styles.dateNav}>
            <Button
              icon={<LeftOutlined />}
              aria-label={tab === 'week' ? 'Tuần trước' : 'Ngày trước'}
              onClick={() => setDate(shiftDate(date, -step))}
            />
            <Button onClick={() => setDate(salonToday())}>Hôm nay</Button>
            <Button
              icon={<RightOutlined />}
              aria-label={tab === 'week' ? 'Tuần sau' : 'Ngày sau'}
              onClick={() => setDate(shiftDate(date, step))}
            />
            <DatePicker
              value={dayjs(date)}
              format="DD/MM/YYYY"
              allowClear={false}
              aria-label="Chọn ngày"
              onChange={(day: Dayjs | null) => day && setDate(day.format('YYYY-MM-DD'))}
              style={{ width: 140 }}
            />
          </div>
        ) : null}
      </div>

      {tab !== 'list' ? (
        <>
          <div className={styles.dateLabel}>
            {tab === 'week'
              ? `Tuần ${formatDayMonth(weekDates[0])} – ${formatDate(weekDates[6])}`
              : dayTitle(date)}
          </div>
          {dayCounts ? (
            <DayCounts counts={dayCounts} />
          ) : calendar.isLoading ? (
            <Skeleton.Input active />
          ) : null}
          <div className={styles.legend}>
            {(['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const).map(
              (status) => (
                <span key={status}>
                  <span className={styles.legendSwatch} style={swatch(status)} />
                  {APPOINTMENT_STATUS_LABELS[status]}
                </span>
              ),
            )}
            <Checkbox checked={showCancelled} onChange={(e) => setShowCancelled(e.target.checked)}>
              Hiện lịch đã hủy / không đến
            </Checkbox>
          </div>
          {!activeBranch && !branches.isLoading ? (
            <Alert type="info" showIcon title="Vui lòng chọn chi nhánh" />
          ) : (
            <CalendarPanel
              calendar={calendar.data}
              loading={calendar.isLoading || branches.isLoading}
              error={calendar.error}
              onRetry={() => void calendar.refetch()}
              phone={phone}
              showCancelled={showCancelled}
              onOpen={setOpenId}
              onSlot={(slot) =>
                setCreate({ date: slot.date, time: slot.time, stylistId: slot.stylistId })
              }
            />
          )}
        </>
      ) : (
        <DeskList
          branchId={activeBranch}
          branchName={branches.data?.find((branch) => branch.id === activeBranch)?.name}
          onOpen={setOpenId}
          phone={phone}
        />
      )}

      <AppointmentDrawer id={openId} onClose={() => setOpenId(null)} />
      {create && activeBranch ? (
        <CreateAppointmentModal
          branches={branches.data ?? []}
          branchId={activeBranch}
          branchLocked={branchLocked}
          preset={create}
          onClose={() => setCreate(null)}
          onCreated={(detail) => {
            setCreate(null);
            setOpenId(detail.id);
          }}
        />
      ) : null}
    </div>
  );
}

function swatch(status: AppointmentStatus): CSSProperties {
  return {
    '--block-bg': DESK_STATUS_COLORS[status].background,
    '--block-border': DESK_STATUS_COLORS[status].border,
  } as CSSProperties;
}

function sumCounts(list: DeskStatusCounts[] | undefined): DeskStatusCounts | undefined {
  if (!list || list.length === 0) return undefined;
  return list.reduce((sum, counts) => ({
    pending: sum.pending + counts.pending,
    confirmed: sum.confirmed + counts.confirmed,
    completed: sum.completed + counts.completed,
    cancelled: sum.cancelled + counts.cancelled,
    no_show: sum.no_show + counts.no_show,
    total: sum.total + counts.total,
  }));
}

function DayCounts({ counts }: { counts: DeskStatusCounts }) {
  return (
    <div className={styles.counts} aria-label="Số lịch hẹn theo trạng thái">
      {COUNTED.map((status) => (
        <span
          key={status}
          className={styles.count}
          style={
            {
              '--count-bg': DESK_STATUS_COLORS[status].background,
              '--count-border': DESK_STATUS_COLORS[status].border,
            } as CSSProperties
          }
          data-status={status}
        >
          {APPOINTMENT_STATUS_LABELS[status]} <strong>{counts[status]}</strong>
        </span>
      ))}
    </div>
  );
}
