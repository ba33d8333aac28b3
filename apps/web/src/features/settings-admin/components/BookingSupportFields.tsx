import {
  bookingSettingsSchema,
  SETTINGS_LIMITS as L,
  supportReplyText,
  supportSettingsSchema,
} from '@salon/shared';
import { Form, InputNumber, Select, Switch, Typography } from 'antd';
import { zodRule } from '../../../lib/form-rules';
import { closesAfterOpening } from './hours-order-rule';
import styles from './settings-admin.module.css';
import { CLOSING_TIMES, OPENING_TIMES } from './time-options';

/** Booking: how far ahead customers may book; the hours of a branch without its own. */
export function BookingFields() {
  const shape = bookingSettingsSchema.shape;
  const hours = shape.default_opening_hours.shape;
  return (
    <div className={styles.grid}>
      <Form.Item
        label="Cho đặt trước tối đa"
        name="booking_advance_days"
        rules={[zodRule(shape.booking_advance_days)]}
        extra="Lịch hẹn mới xa hơn số ngày này bị từ chối"
      >
        <InputNumber
          min={L.advanceDaysMin}
          max={L.advanceDaysMax}
          suffix="ngày"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        label="Giờ mở cửa mặc định"
        name={['default_opening_hours', 'open']}
        rules={[zodRule(hours.open)]}
        extra="Cho chi nhánh chưa cài giờ làm việc riêng"
      >
        <Select options={OPENING_TIMES} showSearch />
      </Form.Item>
      <Form.Item
        label="Giờ đóng cửa mặc định"
        name={['default_opening_hours', 'close']}
        dependencies={[['default_opening_hours', 'open']]}
        rules={[zodRule(hours.close), closesAfterOpening('default_opening_hours')]}
      >
        <Select options={CLOSING_TIMES} showSearch />
      </Form.Item>
    </div>
  );
}

/** Support: the reply time the contact page, the help centre and the terms promise. */
export function SupportFields() {
  const shape = supportSettingsSchema.shape;
  const replyHours = Form.useWatch<number | undefined>('reply_hours');
  const working = Form.useWatch<boolean | undefined>('working_hours_only');
  return (
    <>
      <div className={styles.grid}>
        <Form.Item
          label="Phản hồi trong vòng"
          name="reply_hours"
          rules={[zodRule(shape.reply_hours)]}
        >
          <InputNumber min={1} max={L.replyHoursMax} suffix="giờ" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Chỉ tính giờ làm việc" name="working_hours_only" valuePropName="checked">
          <Switch checkedChildren="Có" unCheckedChildren="Không" />
        </Form.Item>
      </div>
      {replyHours ? (
        <Typography.Paragraph type="secondary">
          Khách sẽ thấy: “
          {supportReplyText({ reply_hours: replyHours, working_hours_only: working ?? false })}”
        </Typography.Paragraph>
      ) : null}
    </>
  );
}
