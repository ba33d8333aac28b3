import {
  PREFERENCE_LABELS as L,
  PREFERENCE_LIMITS,
  type SidebarStyle,
  type ThemeMode,
} from '@salon/shared';
import { ColorPicker, Radio, Select, Slider, Switch } from 'antd';
import { optionsOf } from './options';
import { SettingRow } from './SettingRow';
import type { PreferenceSectionProps } from './types';
import styles from './preferences.module.css';

const COLOR_PRESETS = ['#2d7f56', '#1677ff', '#722ed1', '#eb2f96', '#fa541c', '#13a8a8', '#595959'];
const { fontSizeMin, fontSizeMax } = PREFERENCE_LIMITS;

export function AppearanceSection({ value, onChange }: PreferenceSectionProps) {
  return (
    <div>
      <SettingRow label={L.theme} hint="“Theo hệ thống” đổi theo chế độ sáng/tối của thiết bị.">
        <Radio.Group
          aria-label={L.theme}
          optionType="button"
          value={value.theme}
          options={optionsOf('theme')}
          onChange={(e) => onChange({ theme: e.target.value as ThemeMode })}
        />
      </SettingRow>
      <SettingRow label={L.primary_color} hint="Màu của nút, liên kết và mục đang chọn.">
        <ColorPicker
          aria-label={L.primary_color}
          value={value.primary_color}
          disabledAlpha
          showText
          presets={[{ label: 'Gợi ý', colors: COLOR_PRESETS }]}
          onChangeComplete={(color) => onChange({ primary_color: color.toHexString() })}
        />
      </SettingRow>
      <SettingRow
        label={`${L.font_size}: ${value.font_size}px`}
        hint="Cỡ chữ cơ bản của trang quản trị."
      >
        <Slider
          ariaLabelForHandle={L.font_size}
          className={styles.wide}
          min={fontSizeMin}
          max={fontSizeMax}
          step={1}
          marks={{ [fontSizeMin]: `${fontSizeMin}`, 14: '14', [fontSizeMax]: `${fontSizeMax}` }}
          value={value.font_size}
          onChange={(font_size) => onChange({ font_size })}
        />
      </SettingRow>
      <SettingRow
        label={L.sidebar_style}
        hint="Cổ điển: thanh bên tối. Tối giản: chỉ hiện biểu tượng."
      >
        <Select
          aria-label={L.sidebar_style}
          className={styles.wide}
          value={value.sidebar_style}
          options={optionsOf('sidebar_style')}
          onChange={(sidebar_style: SidebarStyle) => onChange({ sidebar_style })}
        />
      </SettingRow>
      <SettingRow label={L.compact_mode} hint="Giảm khoảng cách để thấy nhiều nội dung hơn.">
        <Switch
          aria-label={L.compact_mode}
          checked={value.compact_mode}
          onChange={(compact_mode) => onChange({ compact_mode })}
        />
      </SettingRow>
      <SettingRow label={L.show_animations} hint="Tắt để giao diện chuyển cảnh tức thì.">
        <Switch
          aria-label={L.show_animations}
          checked={value.show_animations}
          onChange={(show_animations) => onChange({ show_animations })}
        />
      </SettingRow>
    </div>
  );
}
