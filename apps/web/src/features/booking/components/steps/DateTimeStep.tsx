import type { TimeSlotsData } from '@salon/shared';
import type { HolidayOnDate } from '../../api/holidays';
import { DatePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import styles from '../booking.module.css';
import { TimeSlotPicker } from '../TimeSlotPicker';

const ISO = 'YYYY-MM-DD';

/** Step 3: a date (past dates and dates beyond the booking window disabled, holidays marked), then a time. */
export function DateTimeStep({
  serviceId,
  branchId,
  date,
  time,
  today,
  lastDate,
  holidayOn,
  onDate,
  onTime,
  onSlotsLoaded,
}: {
  serviceId: number | null;
  branchId: number | null;
  date: string | null;
  time: string | null;
  /** `YYYY-MM-DD` in the salon's time zone. */
  today: string;
  /** The last bookable date (today plus the booking window). */
  lastDate: string;
  holidayOn: (date: string) => HolidayOnDate | null;
  onDate: (date: string | null) => void;
  onTime: (time: string | null) => void;
  onSlotsLoaded: (data: TimeSlotsData | undefined) => void;
}) {
  const disabledDate = (day: Dayjs) => {
    const iso = day.format(ISO);
    return iso < today || iso > lastDate;
  };

  return (
    <>
      <div>
        <Typography.Text strong>Ngày hẹn</Typography.Text>
        <DatePicker
          className={styles.datePicker}
          style={{ display: 'flex', marginTop: 6 }}
          format="DD/MM/YYYY"
          placeholder="Chọn ngày"
          aria-label="Ngày hẹn"
          inputReadOnly
          allowClear={false}
          value={date ? dayjs(date) : null}
          disabledDate={disabledDate}
          onChange={(value: Dayjs | null) => onDate(value ? value.format(ISO) : null)}
          cellRender={(current, info) => {
            if (info.type !== 'date' || typeof current === 'number') return info.originNode;
            const holiday = holidayOn(dayjs(current).format(ISO));
            if (!holiday || !isValidElement(info.originNode)) return info.originNode;
            const origin = info.originNode as ReactElement<{ className?: string; title?: string }>;
            return cloneElement(origin, {
              className: `${origin.props.className ?? ''} ${styles.holidayCell}`,
              title: `Ngày nghỉ: ${holiday.name}`,
            });
          }}
        />
        <div className={styles.legend} style={{ marginTop: 6 }}>
          <span className={styles.legendDot} aria-hidden="true" />
          Ngày chi nhánh nghỉ
        </div>
      </div>
      <div>
        <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>
          Giờ hẹn
        </Typography.Text>
        <TimeSlotPicker
          serviceId={serviceId}
          branchId={branchId}
          date={date}
          value={time}
          onChange={onTime}
          onLoaded={onSlotsLoaded}
        />
      </div>
    </>
  );
}
