import { ReloadOutlined } from '@ant-design/icons';
import {
  BOOKING_MESSAGES as M,
  salonToday,
  SLOT_GROUP_LABELS,
  type SlotGroup,
  type TimeSlot,
  type TimeSlotsData,
} from '@salon/shared';
import { Alert, Button, Empty, Spin, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTimeSlots } from '../api/time-slots';
import { freePlaces, isSelectable, unavailableLabel, unavailableReason } from '../slot-reasons';
import styles from './time-slot-picker.module.css';

export interface TimeSlotPickerProps {
  serviceId: number | null | undefined;
  branchId: number | null | undefined;
  /** `YYYY-MM-DD`. */
  date: string | null | undefined;
  /** The chosen `HH:mm`, or null. */
  value: string | null | undefined;
  onChange: (time: string | null) => void;
  disabled?: boolean;
  /** Told when the loaded day changes (e.g. to know it is a holiday). */
  onLoaded?: (data: TimeSlotsData | undefined) => void;
  /** An appointment being moved: its own time is shown as free. */
  appointmentId?: number;
}

const GROUPS: SlotGroup[] = ['morning', 'afternoon', 'evening'];

/**
 * The start times of a service at a branch on a date, grouped morning / afternoon / evening,
 * each with the places left; unavailable ones are disabled and say why.
 */
export function TimeSlotPicker({
  serviceId,
  branchId,
  date,
  value,
  onChange,
  disabled = false,
  onLoaded,
  appointmentId,
}: TimeSlotPickerProps) {
  const slots = useTimeSlots({ serviceId, branchId, date, appointmentId });
  const { data } = slots;

  // A chosen time that is no longer free (refreshed after someone took it) is let go.
  useEffect(() => {
    if (!data || !value) return;
    const chosen = data.time_slots.find((slot) => slot.time === value);
    if (!chosen || !isSelectable(chosen)) onChange(null);
  }, [data, value, onChange]);

  useEffect(() => {
    onLoaded?.(data);
  }, [data, onLoaded]);

  if (slots.status === 'idle') {
    return <Alert type="info" showIcon title={M.chooseFirst} />;
  }
  if (slots.status === 'loading') {
    return (
      <div className={styles.loading} aria-busy="true">
        <Spin />
        <span>Đang tải khung giờ...</span>
      </div>
    );
  }
  if (slots.status === 'error' || !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={M.slotsLoadFailedTitle}
        description={slots.errorMessage}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={slots.retry}>
            {M.retry}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.picker}>
      <DayNotices data={data} />
      {data.holiday ? null : data.time_slots.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.noSlots} />
      ) : (
        GROUPS.map((group) => {
          const inGroup = data.time_slots.filter((slot) => slot.group === group);
          if (inGroup.length === 0) return null;
          return (
            <section key={group} className={styles.group} aria-label={SLOT_GROUP_LABELS[group]}>
              <h4>{SLOT_GROUP_LABELS[group]}</h4>
              <div className={styles.grid}>
                {inGroup.map((slot) => (
                  <SlotButton
                    key={slot.time}
                    slot={slot}
                    selected={slot.time === value}
                    disabled={disabled}
                    onPick={() => onChange(slot.time)}
                  />
                ))}
              </div>
            </section>
          );
        })
      )}
    </div>
  );
}

function DayNotices({ data }: { data: TimeSlotsData }) {
  if (data.holiday) {
    return (
      <Alert
        type="warning"
        showIcon
        title={`Ngày nghỉ: ${data.holiday.name}`}
        description={
          <>
            {data.holiday.description ? <div>{data.holiday.description}</div> : null}
            <div>{M.holidayAlert}</div>
          </>
        }
      />
    );
  }
  if (data.closed === 'past_date') return <Alert type="warning" showIcon title={M.pastDate} />;
  if (data.closed === 'too_far') {
    return <Alert type="warning" showIcon title={M.tooFarAhead(data.booking_advance_days)} />;
  }
  if (data.date === salonToday()) return <Alert type="warning" showIcon title={M.todayWarning} />;
  return null;
}

function SlotButton({
  slot,
  selected,
  disabled,
  onPick,
}: {
  slot: TimeSlot;
  selected: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  const selectable = isSelectable(slot);
  const places = freePlaces(slot);
  const button = (
    <Button
      className={slot.reason === 'yours' ? `${styles.slot} ${styles.yours}` : styles.slot}
      type={selected ? 'primary' : 'default'}
      disabled={disabled || !selectable}
      aria-pressed={selected}
      aria-label={
        selectable ? `${slot.time}, còn ${places} chỗ` : `${slot.time}, ${unavailableReason(slot)}`
      }
      data-slot-time={slot.time}
      data-slot-reason={slot.reason ?? undefined}
      onClick={onPick}
    >
      <span className={styles.time}>{slot.time}</span>
      <span className={styles.places}>
        {selectable ? `Còn ${places} chỗ` : unavailableLabel(slot)}
      </span>
    </Button>
  );
  return selectable ? button : <Tooltip title={unavailableReason(slot)}>{button}</Tooltip>;
}
