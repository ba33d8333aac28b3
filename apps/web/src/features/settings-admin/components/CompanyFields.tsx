import { companySettingsSchema, SETTINGS_LIMITS as L } from '@salon/shared';
import { Form, Input, InputNumber, Select } from 'antd';
import { zodRule } from '../../../lib/form-rules';
import { closesAfterOpening } from './hours-order-rule';
import styles from './settings-admin.module.css';
import { HALF_HOURS } from './time-options';

const shape = companySettingsSchema.shape;
const hours = shape.hotline_hours.shape;

/** Company: name, hotline and its hours, e-mail, address, founding year, social pages. */
export function CompanyFields() {
  return (
    <>
      <div className={styles.grid}>
        <Form.Item label="Tên công ty" name="name" rules={[zodRule(shape.name)]}>
          <Input maxLength={L.companyNameMax} />
        </Form.Item>
        <Form.Item
          label="Hotline"
          name="phone"
          rules={[zodRule(shape.phone)]}
          extra="Hiện ở đầu trang, chân trang và nút gọi"
        >
          <Input inputMode="tel" maxLength={L.phoneMax} />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[zodRule(shape.email)]}>
          <Input inputMode="email" maxLength={L.emailMax} />
        </Form.Item>
        <Form.Item label="Năm thành lập" name="founded_year" rules={[zodRule(shape.founded_year)]}>
          <InputNumber min={1900} max={new Date().getFullYear()} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="Hotline mở từ"
          name={['hotline_hours', 'open']}
          rules={[zodRule(hours.open)]}
        >
          <Select options={HALF_HOURS} showSearch />
        </Form.Item>
        <Form.Item
          label="Hotline đến"
          name={['hotline_hours', 'close']}
          dependencies={[['hotline_hours', 'open']]}
          rules={[zodRule(hours.close), closesAfterOpening('hotline_hours')]}
        >
          <Select options={HALF_HOURS} showSearch />
        </Form.Item>
      </div>
      <Form.Item label="Địa chỉ trụ sở" name="address" rules={[zodRule(shape.address)]}>
        <Input maxLength={L.addressMax} />
      </Form.Item>
      <div className={styles.grid}>
        <Form.Item
          label="Zalo OA"
          name="zalo_oa_url"
          rules={[zodRule(shape.zalo_oa_url)]}
          extra="Khi có liên kết, nút chat Zalo hiện cạnh nút gọi trên trang web"
        >
          <Input placeholder="https://zalo.me/…" maxLength={L.urlMax} />
        </Form.Item>
        <Form.Item label="Facebook" name="facebook_url" rules={[zodRule(shape.facebook_url)]}>
          <Input placeholder="https://facebook.com/…" maxLength={L.urlMax} />
        </Form.Item>
        <Form.Item label="YouTube" name="youtube_url" rules={[zodRule(shape.youtube_url)]}>
          <Input placeholder="https://youtube.com/…" maxLength={L.urlMax} />
        </Form.Item>
        <Form.Item label="TikTok" name="tiktok_url" rules={[zodRule(shape.tiktok_url)]}>
          <Input placeholder="https://tiktok.com/@…" maxLength={L.urlMax} />
        </Form.Item>
      </div>
    </>
  );
}
