import { ADMIN_TOAST_SETTINGS } from '@salon/shared';
import { App, Button, Card, Descriptions, Form, Input, Select, Space } from 'antd';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './toast-demo.module.css';

type Kind = 'success' | 'info' | 'warning' | 'error';

const KINDS: { kind: Kind; label: string; title: string; text: string }[] = [
  {
    kind: 'success',
    label: 'Thành công',
    title: 'Lưu thành công',
    text: 'Lịch hẹn đã được xác nhận.',
  },
  {
    kind: 'info',
    label: 'Thông tin',
    title: 'Có thông báo mới',
    text: 'Khách vừa đặt lịch lúc 14:30.',
  },
  {
    kind: 'warning',
    label: 'Cảnh báo',
    title: 'Sắp hết hàng',
    text: 'Dầu gội phục hồi còn 3 chai.',
  },
  { kind: 'error', label: 'Lỗi', title: 'Có lỗi xảy ra', text: 'Có lỗi xảy ra, vui lòng thử lại!' },
];

const PLACEMENT_LABELS: Record<string, string> = { topRight: 'Góc trên bên phải' };

interface CustomToast {
  kind: Kind;
  title: string;
  description?: string;
}

/**
 * /admin/toast-demo (back-office §2.18): every toast here goes through the back office's own
 * App holder, so it shows the global settings the admin layout applies to every screen.
 */
export function ToastDemoPage() {
  usePageTitle('Thử thông báo nổi');
  const { notification, message } = App.useApp();
  const [form] = Form.useForm<CustomToast>();

  const show = (kind: Kind, title: string, description?: string) =>
    notification[kind]({ title, description });

  const burst = () => {
    for (let i = 1; i <= ADMIN_TOAST_SETTINGS.maxCount + 2; i++) {
      show(
        'info',
        `Thông báo thử ${i}`,
        `Chỉ ${ADMIN_TOAST_SETTINGS.maxCount} thông báo hiện cùng lúc.`,
      );
    }
  };

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>Thử thông báo nổi</h1>
        <p className={styles.lead}>
          Xem thử các thông báo nổi của trang quản trị với thiết lập chung đang áp dụng.
        </p>
      </div>
      <div className={styles.grid}>
        <Card title="Thiết lập chung" size="small">
          <Descriptions column={1} size="small" data-testid="toast-settings">
            <Descriptions.Item label="Vị trí">
              {PLACEMENT_LABELS[ADMIN_TOAST_SETTINGS.placement]}
            </Descriptions.Item>
            <Descriptions.Item label="Cách mép trên">
              {ADMIN_TOAST_SETTINGS.top} px
            </Descriptions.Item>
            <Descriptions.Item label="Thời gian hiển thị">
              {ADMIN_TOAST_SETTINGS.duration} giây
            </Descriptions.Item>
            <Descriptions.Item label="Tối đa cùng lúc">
              {ADMIN_TOAST_SETTINGS.maxCount}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="Mẫu thông báo" size="small">
          <Space wrap>
            {KINDS.map((k) => (
              <Button key={k.kind} onClick={() => show(k.kind, k.title, k.text)}>
                {k.label}
              </Button>
            ))}
            <Button onClick={burst}>Hiện {ADMIN_TOAST_SETTINGS.maxCount + 2} thông báo liền</Button>
            <Button onClick={() => notification.destroy()}>Đóng tất cả</Button>
          </Space>
          <div className={styles.sub}>Tin nhắn ngắn (giữa màn hình)</div>
          <Space wrap>
            <Button onClick={() => void message.success('Đã lưu')}>Tin thành công</Button>
            <Button onClick={() => void message.error('Có lỗi xảy ra, vui lòng thử lại!')}>
              Tin lỗi
            </Button>
            <Button onClick={() => void message.loading('Đang xử lý…', 2)}>Tin đang xử lý</Button>
          </Space>
        </Card>
        <Card title="Tự soạn thông báo" size="small">
          <Form
            form={form}
            layout="vertical"
            initialValues={{ kind: 'info' }}
            onFinish={(values) =>
              show(values.kind, values.title.trim(), values.description?.trim())
            }
          >
            <Form.Item name="kind" label="Loại">
              <Select options={KINDS.map((k) => ({ value: k.kind, label: k.label }))} />
            </Form.Item>
            <Form.Item
              name="title"
              label="Tiêu đề"
              rules={[{ required: true, whitespace: true, message: 'Vui lòng nhập tiêu đề' }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="description" label="Nội dung">
              <Input.TextArea rows={2} maxLength={300} />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              Hiện thông báo
            </Button>
          </Form>
        </Card>
      </div>
    </div>
  );
}
