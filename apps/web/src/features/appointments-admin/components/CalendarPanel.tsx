import { ReloadOutlined } from '@ant-design/icons';
import {
  APPOINTMENT_STATUS_COLORS,
  APPOINTMENT_STATUS_LABELS,
  DESK_MESSAGES as M,
  isLiveStatus,
  salonToday,
  type AppointmentSummary,
  type DeskCalendar,
  type DeskCalendarAppointment,
} from '@salon/shared';
import { Alert, Avatar, Button, Empty, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { formatDayMonth, formatLongDate, formatWeekDay } from '../../../lib/format-date';
import { blockStyle, TimeGrid, type GridColumn } from './TimeGrid';
import styles from './desk.module.css';

export interface CalendarPanelProps {
  calendar: DeskCalendar | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  phone: boolean;
  showCancelled: boolean;
  onOpen: (id: number) => void;
  onSlot: (slot: { date: string; time: string; stylistId: number | null }) => void;
}

const UNASSIGNED = 'none';

/** Minutes since midnight in the salon now (UTC+7), refreshed each minute. */
function useSalonMinutes(): number {
  const read = () => {
    const shifted = new Date(Date.now() + 7 * 3_600_000);
    return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  };
  const [minutes, setMinutes] = useState(read);
  useEffect(() => {
    const timer = setInterval(() => setMinutes(read()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return minutes;
}

export function dayTitle(date: string): string {
  return formatLongDate(date);
}

/** The day grid (a column per stylist), the week grid (a column per day) or, on phones, a list. */
export function CalendarPanel(props: CalendarPanelProps) {
  const { calendar, loading, error, onRetry, phone, showCancelled } = props;
  const nowMinutes = useSalonMinutes();
  if (error && !calendar) {
    return (
      <Alert
        type="error"
        showIcon
        title={M.calendarLoadFailed}
        description={error.message}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            Thử lại
          </Button>
        }
      />
    );
  }
  if (loading && !calendar) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!calendar) return null;

  const visible = calendar.appointments.filter(
    (a) => showCancelled || isLiveStatus(a.status) || a.status === 'completed',
  );
  if (phone) return <Agenda calendar={calendar} appointments={visible} onOpen={props.onOpen} />;

  const today = salonToday();
  if (calendar.view === 'week') {
    const columns: GridColumn[] = calendar.days.map((day) => ({
      key: day.date,
      current: day.date === today,
      head: (
        <span className={styles.columnHeadText}>
          <strong>{formatWeekDay(day.date)}</strong>
          <span>{day.counts.total - day.counts.cancelled - day.counts.no_show} lịch hẹn</span>
        </span>
      ),
      appointments: visible.filter((a) => a.appointment_date === day.date),
      workingTimes: new Set(day.working_times),
      holiday: day.holiday?.name ?? null,
      nowMinutes: day.date === today ? nowMinutes : null,
    }));
    return (
      <TimeGrid
        label="Lịch hẹn trong tuần"
        columns={columns}
        slotHeight={26}
        minColumnWidth={120}
        compact
        onOpen={props.onOpen}
        onSlot={(date, time) => props.onSlot({ date, time, stylistId: null })}
      />
    );
  }

  const day = calendar.days[0];
  if (!day) return null;
  const unassigned = visible.filter((a) => a.stylist_ids.length === 0);
  const columns: GridColumn[] = calendar.stylists.map((stylist) => {
    const mine = visible.filter((a) => a.stylist_ids.includes(stylist.id));
    return {
      key: String(stylist.id),
      head: (
        <>
          <Avatar size={32} src={stylist.avatar_url ?? undefined}>
            {stylist.name.split(' ').pop()?.[0]}
          </Avatar>
          <span className={styles.columnHeadText}>
            <strong>{stylist.name}</strong>
            <span>{mine.filter((a) => isLiveStatus(a.status)).length} lịch đang chờ</span>
          </span>
        </>
      ),
      appointments: mine,
      workingTimes: new Set(day.working_times),
      holiday: day.holiday?.name ?? null,
      nowMinutes: day.date === today ? nowMinutes : null,
    };
  });
  if (unassigned.length > 0 || columns.length === 0) {
    columns.push({
      key: UNASSIGNED,
      head: (
        <span className={styles.columnHeadText}>
          <strong>Chưa phân công</strong>
          <span>{columns.length === 0 ? M.noStylists : `${unassigned.length} lịch hẹn`}</span>
        </span>
      ),
      appointments: unassigned,
      workingTimes: new Set(day.working_times),
      holiday: day.holiday?.name ?? null,
      nowMinutes: day.date === today ? nowMinutes : null,
    });
  }
  return (
    <TimeGrid
      label={`Lịch hẹn ${dayTitle(day.date)}`}
      columns={columns}
      slotHeight={48}
      minColumnWidth={150}
      onOpen={props.onOpen}
      onSlot={(key, time) =>
        props.onSlot({ date: day.date, time, stylistId: key === UNASSIGNED ? null : Number(key) })
      }
    />
  );
}

function Agenda({
  calendar,
  appointments,
  onOpen,
}: {
  calendar: DeskCalendar;
  appointments: DeskCalendarAppointment[];
  onOpen: (id: number) => void;
}) {
  return (
    <div className={styles.agenda}>
      {calendar.days.map((day) => {
        const items = appointments.filter((a) => a.appointment_date === day.date);
        return (
          <section key={day.date} className={styles.agendaDay} aria-label={dayTitle(day.date)}>
            {calendar.view === 'week' ? <h3>{dayTitle(day.date)}</h3> : null}
            {day.holiday ? (
              <Alert type="warning" showIcon title={`Chi nhánh nghỉ: ${day.holiday.name}`} />
            ) : null}
            {items.length === 0 && !day.holiday ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.emptyDay} />
            ) : (
              items.map((a) => <AgendaItem key={a.id} appointment={a} onOpen={onOpen} />)
            )}
          </section>
        );
      })}
    </div>
  );
}

/** One appointment as a row of the phone agenda (and the phone list). */
export function AgendaItem({
  appointment: a,
  onOpen,
  showDate = false,
}: {
  appointment: AppointmentSummary;
  onOpen: (id: number) => void;
  showDate?: boolean;
}) {
  return (
    <button
      type="button"
      className={styles.agendaItem}
      style={blockStyle(a.status)}
      onClick={() => onOpen(a.id)}
      data-appointment-code={a.code}
    >
      <span className={styles.agendaTime}>
        {a.appointment_time}
        <span>{showDate ? formatDayMonth(a.appointment_date) : a.end_time}</span>
      </span>
      <span className={styles.agendaBody}>
        <strong>{a.customer.name}</strong>
        <span>{a.service.name}</span>
        <span className={styles.muted}>{a.stylist?.name ?? 'Chưa phân công'}</span>
      </span>
      <Tag color={APPOINTMENT_STATUS_COLORS[a.status]}>{APPOINTMENT_STATUS_LABELS[a.status]}</Tag>
    </button>
  );
}
