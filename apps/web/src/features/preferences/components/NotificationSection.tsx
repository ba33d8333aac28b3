import { PREFERENCE_LABELS as L, PREFERENCE_LIMITS } from '@salon/shared';
import { Select, Switch } from 'antd';
import { ComingSoon } from './ComingSoon';
import { SettingRow } from './SettingRow';
import type { PreferenceSectionProps } from './types';
import styles from './preferences.module.css';

const HOURS = Array.from(
  { length: PREFERENCE_LIMITS.hourMax - PREFERENCE_LIMITS.hourMin + 1 },
  (_, i) => PREFERENCE_LIMITS.hourMin + i,
);
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

export function NotificationSection({ value, onChange }: PreferenceSectionProps) {
  return (
    <div>
      <SettingRow
        label={
          <>
            {L.email_notifications} <ComingSoon />
          </>
        }
        hint="Chưa có: thông báo của trang quản trị hiện chỉ đến chuông và trình duyệt."
      >
        <Switch aria-label={L.email_notifications} checked={value.email_notifications} disabled />
      </SettingRow>
      <SettingRow
        label={L.push_notifications}
        hint="Hiện thông báo khẩn trên trình duyệt (khi trình duyệt cho phép), trong khung giờ nhận thông báo."
      >
        <Switch
          aria-label={L.push_notifications}
          checked={value.push_notifications}
          onChange={(push_notifications) => onChange({ push_notifications })}
        />
      </SettingRow>
      <SettingRow
        label={L.sound_notifications}
        hint="Phát một tiếng chuông ngắn khi có thông báo hoặc tin nhắn chat mới, trong khung giờ nhận thông báo."
      >
        <Switch
          aria-label={L.sound_notifications}
          checked={value.sound_notifications}
          onChange={(sound_notifications) => onChange({ sound_notifications })}
        />
      </SettingRow>
      <SettingRow
        label="Khung giờ nhận thông báo"
        hint="Theo múi giờ bạn chọn, từ đầu giờ bắt đầu đến trước giờ kết thúc. Ngoài khung giờ: không âm thanh, không bật thông báo; chuông vẫn đếm thông báo mới."
      >
        <div className={styles.hours}>
          <Select
            aria-label={L.notification_start_hour}
            value={value.notification_start_hour}
            style={{ width: 96 }}
            options={HOURS.map((h) => ({
              value: h,
              label: hourLabel(h),
              disabled: h >= value.notification_end_hour,
            }))}
            onChange={(notification_start_hour: number) => onChange({ notification_start_hour })}
          />
          <span>đến</span>
          <Select
            aria-label={L.notification_end_hour}
            value={value.notification_end_hour}
            style={{ width: 96 }}
            options={HOURS.map((h) => ({
              value: h,
              label: hourLabel(h),
              disabled: h <= value.notification_start_hour,
            }))}
            onChange={(notification_end_hour: number) => onChange({ notification_end_hour })}
          />
        </div>
      </SettingRow>
    </div>
  );
}
