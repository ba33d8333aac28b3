import {
  canAccessAdminPage,
  DEFAULT_VIEWS,
  PREFERENCE_LABELS as L,
  PREFERENCE_LIMITS,
  PREFERENCE_OPTION_LABELS,
  type DefaultView,
  type Role,
} from '@salon/shared';
import { Select, Slider, Switch } from 'antd';
import { optionsOf } from './options';
import { ComingSoon } from './ComingSoon';
import { SettingRow } from './SettingRow';
import type { PreferenceSectionProps } from './types';
import styles from './preferences.module.css';

const { itemsPerPageMin: min, itemsPerPageMax: max, itemsPerPageStep: step } = PREFERENCE_LIMITS;

export function PrivacySection({ value, onChange, role }: PreferenceSectionProps & { role: Role }) {
  const hasDashboard = canAccessAdminPage(role, 'dashboard');
  return (
    <div>
      <SettingRow
        label={
          <>
            {L.profile_visibility} <ComingSoon />
          </>
        }
        hint="Chưa có: chưa thể chọn ai được xem hồ sơ của bạn."
      >
        <Select
          aria-label={L.profile_visibility}
          className={styles.wide}
          value={value.profile_visibility}
          options={optionsOf('profile_visibility')}
          disabled
        />
      </SettingRow>
      <SettingRow
        label={
          <>
            {L.show_online_status} <ComingSoon />
          </>
        }
        hint="Chưa có: trạng thái trực tuyến chưa được hiển thị cho ai."
      >
        <Switch aria-label={L.show_online_status} checked={value.show_online_status} disabled />
      </SettingRow>
      <SettingRow
        label={
          <>
            {L.allow_data_collection} <ComingSoon />
          </>
        }
        hint="Salon không thu thập dữ liệu sử dụng trang quản trị."
      >
        <Switch
          aria-label={L.allow_data_collection}
          checked={value.allow_data_collection}
          disabled
        />
      </SettingRow>
      <SettingRow
        label={L.auto_save}
        hint="Giữ bản nháp khi bạn nhập biểu mẫu “Thêm khuyến mãi” (trên trình duyệt này) và khôi phục khi mở lại, đến khi lưu hoặc bỏ bản nháp."
      >
        <Switch
          aria-label={L.auto_save}
          checked={value.auto_save}
          onChange={(auto_save) => onChange({ auto_save })}
        />
      </SettingRow>
      <SettingRow label={L.confirm_before_delete} hint="Hỏi lại trước khi xóa dữ liệu.">
        <Switch
          aria-label={L.confirm_before_delete}
          checked={value.confirm_before_delete}
          onChange={(confirm_before_delete) => onChange({ confirm_before_delete })}
        />
      </SettingRow>
      <SettingRow
        label={L.default_view}
        hint={
          hasDashboard
            ? 'Trang mở ra khi bạn vào khu quản trị.'
            : 'Vai trò của bạn luôn bắt đầu ở trang Lịch hẹn.'
        }
      >
        <Select
          aria-label={L.default_view}
          className={styles.wide}
          value={value.default_view}
          disabled={!hasDashboard}
          options={DEFAULT_VIEWS.map((view) => ({
            value: view,
            label: PREFERENCE_OPTION_LABELS.default_view[view],
            disabled: !canAccessAdminPage(role, view),
          }))}
          onChange={(default_view: DefaultView) => onChange({ default_view })}
        />
      </SettingRow>
      <SettingRow
        label={`${L.items_per_page}: ${value.items_per_page}`}
        hint="Số dòng mỗi trang của các danh sách."
      >
        <Slider
          ariaLabelForHandle={L.items_per_page}
          className={styles.wide}
          min={min}
          max={max}
          step={step}
          marks={{ [min]: `${min}`, 50: '50', [max]: `${max}` }}
          value={value.items_per_page}
          onChange={(items_per_page) => onChange({ items_per_page })}
        />
      </SettingRow>
    </div>
  );
}
