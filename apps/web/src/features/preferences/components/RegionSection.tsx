import {
  AVAILABLE_LANGUAGES,
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
import { formatDateWithPreference } from '../use-preference-format';
import { optionsOf } from './options';
import { SettingRow } from './SettingRow';
import type { PreferenceSectionProps } from './types';
import styles from './preferences.module.css';

const available = (language: Language) =>
  (AVAILABLE_LANGUAGES as readonly Language[]).includes(language);

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  disabled: !available(language),
  label: available(language) ? (
    PREFERENCE_OPTION_LABELS.language[language]
  ) : (
    <span>
      {PREFERENCE_OPTION_LABELS.language[language]} <Tag>{M.comingSoon}</Tag>
    </span>
  ),
}));

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
      <SettingRow label={L.timezone}>
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
      <SettingRow label={L.currency}>
        <Select
          aria-label={L.currency}
          className={styles.wide}
          value={value.currency}
          options={optionsOf('currency')}
          onChange={(currency: Currency) => onChange({ currency })}
        />
      </SettingRow>
    </div>
  );
}
