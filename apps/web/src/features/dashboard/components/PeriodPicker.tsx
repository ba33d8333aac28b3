import {
  DASHBOARD_MAX_DAYS,
  DASHBOARD_MESSAGES as M,
  DASHBOARD_PRESET_LABELS,
  DASHBOARD_PRESETS,
  periodLength,
  presetPeriod,
  type DashboardPeriod,
  type DashboardPreset,
} from '@salon/shared';
import { App, DatePicker, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import styles from './dashboard.module.css';

/** Today, 7 days, 30 days, this month or a custom range (at most DASHBOARD_MAX_DAYS). */
export function PeriodPicker({
  period,
  preset,
  onChange,
}: {
  period: DashboardPeriod;
  preset: DashboardPreset;
  onChange: (period: DashboardPeriod) => void;
}) {
  const { message } = App.useApp();
  const [custom, setCustom] = useState(preset === 'custom');
  const showRange = custom || preset === 'custom';
  return (
    <div className={styles.period}>
      <Segmented<DashboardPreset>
        aria-label="Khoảng thời gian"
        value={showRange ? 'custom' : preset}
        options={DASHBOARD_PRESETS.map((value) => ({
          value,
          label: DASHBOARD_PRESET_LABELS[value],
        }))}
        onChange={(value) => {
          if (value === 'custom') return setCustom(true);
          setCustom(false);
          onChange(presetPeriod(value));
        }}
      />
      {showRange ? (
        <DatePicker.RangePicker
          aria-label="Chọn khoảng ngày"
          format="DD/MM/YYYY"
          allowClear={false}
          value={[dayjs(period.from), dayjs(period.to)]}
          onChange={(range: [Dayjs | null, Dayjs | null] | null) => {
            const [start, end] = range ?? [];
            if (!start || !end) return;
            const next = { from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') };
            if (periodLength(next) > DASHBOARD_MAX_DAYS) {
              void message.error(M.rangeTooLong);
              return;
            }
            onChange(next);
          }}
        />
      ) : null}
    </div>
  );
}
