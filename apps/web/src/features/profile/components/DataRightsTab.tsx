import { CloudDownloadOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  PRIVACY_ARCHIVE_TTL_HOURS,
  PRIVACY_DUE_DAYS,
  PRIVACY_MESSAGES as M,
  PRIVACY_TARGET_DAYS,
  type PrivacyRequestDto,
} from '@salon/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { showServerFieldErrors } from '../../../lib/form-rules';
import {
  useFilePrivacyRequest,
  useMarketingConsent,
  useSetMarketingConsent,
} from '../api/privacy-requests';
import { MyPrivacyRequests } from './MyPrivacyRequests';

/** "Dữ liệu cá nhân": download my data, marketing consent, delete my account, my requests. */
export function DataRightsTab() {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <DownloadCard />
      <ConsentCard />
      <EraseCard />
      <Card title="Yêu cầu của tôi">
        <MyPrivacyRequests />
      </Card>
    </Flex>
  );
}

function DownloadCard() {
  const file = useFilePrivacyRequest();
  const { message } = App.useApp();
  const [ready, setReady] = useState<PrivacyRequestDto | null>(null);
  const request = () =>
    file.mutate(
      { type: 'access' },
      {
        onSuccess: (data) => {
          setReady(data);
          void message.success(M.archiveReady);
        },
        onError: (error) => void message.error(errorText(error, M.archiveNotFound)),
      },
    );
  return (
    <Card title="Tải dữ liệu của tôi">
      <Typography.Paragraph>
        Tệp nén (.tar.gz) chứa mọi dữ liệu chúng tôi lưu về bạn: hồ sơ, địa chỉ, lịch hẹn, đơn hàng,
        đánh giá, tin nhắn, ghi chú điều trị, thông báo, lịch sử đăng nhập, ở dạng JSON và CSV. Liên
        kết tải chỉ dùng được một lần trong {PRIVACY_ARCHIVE_TTL_HOURS} giờ.
      </Typography.Paragraph>
      {ready?.download_url ? (
        <Alert
          type="success"
          showIcon
          message={M.archiveReady}
          description={
            <Space direction="vertical">
              <a href={ready.download_url} download data-testid="archive-link">
                <CloudDownloadOutlined /> Tải tệp dữ liệu
              </a>
              {ready.archive_expires_at && (
                <span>Hết hạn lúc {formatDateTime(ready.archive_expires_at)}</span>
              )}
            </Space>
          }
        />
      ) : (
        <Button
          type="primary"
          icon={<CloudDownloadOutlined />}
          loading={file.isPending}
          onClick={request}
        >
          Tải dữ liệu của tôi
        </Button>
      )}
    </Card>
  );
}

function ConsentCard() {
  const consent = useMarketingConsent();
  const save = useSetMarketingConsent();
  const { message } = App.useApp();
  return (
    <Card title="Nhận tin khuyến mãi">
      <Flex gap={12} align="center" wrap>
        <Switch
          aria-label="Nhận tin khuyến mãi"
          checked={consent.data?.given ?? false}
          loading={consent.isPending || save.isPending}
          disabled={consent.isError}
          onChange={(given) =>
            save.mutate(given, {
              onSuccess: (data) =>
                void message.success(data.given ? M.consentGiven : M.consentWithdrawn),
              onError: (error) => void message.error(errorText(error, M.consentInvalid)),
            })
          }
        />
        <span>Nhận tin khuyến mãi và ưu đãi qua email, tin nhắn và thông báo</span>
      </Flex>
      {consent.data?.changed_at && (
        <Typography.Text type="secondary">
          Thay đổi lần cuối: {formatDateTime(consent.data.changed_at)}
        </Typography.Text>
      )}
      {consent.isError && <Alert type="error" message="Không tải được lựa chọn của bạn." />}
    </Card>
  );
}

function EraseCard() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const file = useFilePrivacyRequest();
  const { message } = App.useApp();
  const submit = (values: { password: string }) =>
    file.mutate(
      { type: 'erasure', password: values.password },
      {
        onSuccess: () => {
          void message.success(M.erasureFiled);
          setOpen(false);
          form.resetFields();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.passwordWrong));
        },
      },
    );
  return (
    <Card title="Xóa tài khoản">
      <Typography.Paragraph>
        Chúng tôi sẽ xóa họ tên, số điện thoại, email, địa chỉ, ảnh, tin nhắn và mọi dữ liệu cá nhân
        khác của bạn, rồi khóa tài khoản. Hóa đơn và đơn hàng được giữ lại (không kèm thông tin cá
        nhân) vì luật kế toán yêu cầu. Yêu cầu được xử lý trong {PRIVACY_TARGET_DAYS} ngày, chậm
        nhất {PRIVACY_DUE_DAYS} ngày.
      </Typography.Paragraph>
      <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        Xóa tài khoản
      </Button>
      <Modal
        open={open}
        title="Xác nhận xóa tài khoản"
        okText="Gửi yêu cầu xóa"
        okButtonProps={{ danger: true, loading: file.isPending }}
        cancelText="Hủy"
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="erase-account" onFinish={submit}>
          <Form.Item
            name="password"
            label="Mật khẩu"
            rules={[{ required: true, message: M.passwordRequired }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
