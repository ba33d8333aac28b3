import {
  AVAILABLE_CURRENCIES,
  AVAILABLE_LANGUAGES,
  CURRENCIES,
  LANGUAGES,
  PREFERENCE_LABELS as L,
  PREFERENCE_MESSAGES as M,
  PREFERENCE_OPTION_LABELS,
  type Currency,
  type DateFormat,
  type Language,
  type TimeFormat,
  type Timezone,
} from '@salon/shared';
import { Radio, Select, Tag } from 'antd';
import { formatDateTimeWithPreference, formatDateWithPreference } from '../use-preference-format';
import { optionsOf } from './options';
import { SettingRow } from './SettingRow';
import type { PreferenceSectionProps } from './types';
import styles from './preferences.module.css';

/** A choice the spec offers that cannot act yet: shown, disabled, marked as coming soon. */
function offered<T extends string>(
  values: readonly T[],
  ready: readonly T[],
  labels: Record<T, string>,
) {
  return values.map((value) => {
    const isReady = ready.includes(value);
    return {
      value,
      disabled: !isReady,
      label: isReady ? (
        labels[value]
      ) : (
        <span>
          {labels[value]} <Tag>{M.comingSoon}</Tag>
        </span>
      ),
    };
  });
}

const LANGUAGE_OPTIONS = offered<Language>(
  LANGUAGES,
  AVAILABLE_LANGUAGES,
  PREFERENCE_OPTION_LABELS.language,
);
const CURRENCY_OPTIONS = offered<Currency>(
  CURRENCIES,
  AVAILABLE_CURRENCIES,
  PREFERENCE_OPTION_LABELS.currency,
);

export function RegionSection({ value, onChange }: PreferenceSectionProps) {
  return (
    <div>
      <SettingRow label={L.language} hint="Giao diện hiện có tiếng Việt; các ngôn ngữ khác sắp có.">
        <Select
          aria-label={L.language}
          className={styles.wide}
          value={value.language}
          options={LANGUAGE_OPTIONS}
          onChange={(language: Language) => onChange({ language })}
        />
      </SettingRow>
      <SettingRow
        label={L.timezone}
        hint={`Giờ trong trang quản trị theo múi giờ này: bây giờ là ${formatDateTimeWithPreference(new Date(), value)}.`}
      >
        <Select
          aria-label={L.timezone}
          className={styles.wide}
          value={value.timezone}
          options={optionsOf('timezone')}
          onChange={(timezone: Timezone) => onChange({ timezone })}
        />
      </SettingRow>
      <SettingRow
        label={L.date_format}
        hint={`Hôm nay hiển thị là ${formatDateWithPreference(new Date(), value)}.`}
      >
        <Select
          aria-label={L.date_format}
          className={styles.wide}
          value={value.date_format}
          options={optionsOf('date_format')}
          onChange={(date_format: DateFormat) => onChange({ date_format })}
        />
      </SettingRow>
      <SettingRow label={L.time_format}>
        <Radio.Group
          aria-label={L.time_format}
          optionType="button"
          value={value.time_format}
          options={optionsOf('time_format')}
          onChange={(e) => onChange({ time_format: e.target.value as TimeFormat })}
        />
      </SettingRow>
      <SettingRow
        label={L.currency}
        hint="Giá hiện chỉ có bằng đồng Việt Nam; các đơn vị khác sắp có."
      >
        <Select
          aria-label={L.currency}
          className={styles.wide}
          value={value.currency}
          options={CURRENCY_OPTIONS}
          onChange={(currency: Currency) => onChange({ currency })}
        />
      </SettingRow>
    </div>
  );
}
