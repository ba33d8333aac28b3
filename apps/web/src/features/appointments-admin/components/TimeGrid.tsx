import {
  APPOINTMENT_STATUS_LABELS,
  DESK_STATUS_COLORS,
  isLiveStatus,
  WORKING_SLOT_TIMES,
  type DeskCalendarAppointment,
} from '@salon/shared';
import type { CSSProperties, ReactNode } from 'react';
import { GRID_END, GRID_START, offsetOf, placeBlocks } from './calendar-layout';
import styles from './desk.module.css';

export interface GridColumn {
  key: string;
  head: ReactNode;
  /** Highlight the head (today). */
  current?: boolean;
  appointments: DeskCalendarAppointment[];
  /** Start times open for bookings; others are shaded. */
  workingTimes: ReadonlySet<string>;
  holiday?: string | null;
  /** Minutes since midnight for the now-line (today's column only). */
  nowMinutes?: number | null;
}

export interface TimeGridProps {
  columns: GridColumn[];
  slotHeight: number;
  minColumnWidth: number;
  compact?: boolean;
  onOpen: (id: number) => void;
  /** An open slot was clicked: book there. */
  onSlot?: (columnKey: string, time: string) => void;
  label: string;
}

export function blockStyle(status: DeskCalendarAppointment['status']): CSSProperties {
  const colors = DESK_STATUS_COLORS[status];
  return {
    '--block-bg': colors.background,
    '--block-border': colors.border,
  } as CSSProperties;
}

/** A time grid 08:00–22:00 by 30 minutes, a column per stylist (day) or per day (week). */
export function TimeGrid({
  columns,
  slotHeight,
  minColumnWidth,
  compact = false,
  onOpen,
  onSlot,
  label,
}: TimeGridProps) {
  const bodyHeight = ((GRID_END - GRID_START) / 30) * slotHeight;
  return (
    <div className={styles.gridScroll} role="region" aria-label={label} tabIndex={0}>
      <div
        className={styles.grid}
        style={{
          gridTemplateColumns: `52px repeat(${columns.length}, minmax(${minColumnWidth}px, 1fr))`,
        }}
      >
        <div className={styles.corner} />
        {columns.map((column) => (
          <div
            key={column.key}
            className={`${styles.columnHead} ${column.current ? styles.todayHead : ''}`}
          >
            {column.head}
          </div>
        ))}
        <div className={styles.gutter} style={{ height: bodyHeight }} aria-hidden="true">
          {WORKING_SLOT_TIMES.filter((time) => time.endsWith(':00')).map((time) => (
            <span
              key={time}
              className={styles.gutterLabel}
              style={{ top: offsetOf(toMinutes(time), slotHeight) ?? 0 }}
            >
              {time}
            </span>
          ))}
        </div>
        {columns.map((column) => (
          <div key={column.key} className={styles.column} style={{ height: bodyHeight }}>
            {WORKING_SLOT_TIMES.map((time, index) => {
              const open = !column.holiday && column.workingTimes.has(time);
              const className = `${styles.slot} ${time.endsWith(':00') ? styles.slotHour : ''} ${open ? '' : styles.slotClosed}`;
              const style = { top: index * slotHeight, height: slotHeight };
              return open && onSlot ? (
                <button
                  key={time}
                  type="button"
                  className={className}
                  style={style}
                  aria-label={`Tạo lịch hẹn lúc ${time}`}
                  onClick={() => onSlot(column.key, time)}
                />
              ) : (
                <div key={time} className={className} style={style} />
              );
            })}
            {column.holiday ? (
              <div className={styles.holidayBand}>Nghỉ: {column.holiday}</div>
            ) : null}
            {placeBlocks(column.appointments, slotHeight).map((placed) => (
              <AppointmentBlock
                key={placed.item.id}
                appointment={placed.item}
                compact={compact}
                onOpen={onOpen}
                style={{
                  top: placed.top + 1,
                  height: placed.height - 2,
                  left: `calc(${(placed.lane / placed.lanes) * 100}% + 2px)`,
                  width: `calc(${100 / placed.lanes}% - 4px)`,
                }}
              />
            ))}
            {column.nowMinutes != null && offsetOf(column.nowMinutes, slotHeight) !== null ? (
              <div
                className={styles.nowLine}
                style={{ top: offsetOf(column.nowMinutes, slotHeight) ?? 0 }}
                aria-hidden="true"
              />
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}

function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function AppointmentBlock({
  appointment,
  compact,
  onOpen,
  style,
}: {
  appointment: DeskCalendarAppointment;
  compact: boolean;
  onOpen: (id: number) => void;
  style: CSSProperties;
}) {
  const faded = !isLiveStatus(appointment.status) && appointment.status !== 'completed';
  const status = APPOINTMENT_STATUS_LABELS[appointment.status];
  const range = `${appointment.appointment_time}–${appointment.end_time}`;
  return (
    <button
      type="button"
      className={`${styles.block} ${compact ? styles.blockCompact : ''} ${faded ? styles.blockFaded : ''}`}
      style={{ ...blockStyle(appointment.status), ...style }}
      onClick={() => onOpen(appointment.id)}
      aria-label={`${range}, ${appointment.customer.name}, ${appointment.service.name}, ${status}`}
      title={`${range} · ${appointment.customer.name} · ${appointment.service.name} · ${status}`}
      data-appointment-code={appointment.code}
    >
      {compact ? (
        <span className={styles.blockLine}>
          <span className={styles.blockTime}>{appointment.appointment_time.replace(/^0/, '')}</span>{' '}
          {appointment.customer.name}
        </span>
      ) : (
        <>
          <span className={styles.blockLine}>
            <span className={styles.blockTime}>{range}</span>{' '}
            <span className={styles.blockStatus}>· {status}</span>
          </span>
          <strong className={styles.blockLine}>{appointment.customer.name}</strong>
          <span className={styles.blockLine}>{appointment.service.name}</span>
        </>
      )}
    </button>
  );
}
