import { SendOutlined } from '@ant-design/icons';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_METHODS,
  contactFormSchema,
  formatPhone,
  supportFormSchema,
  supportSentText,
  SUPPORT_TOPICS,
  type ContactMethod,
  type SupportTopic,
} from '@salon/shared';
import { Alert, App, Button, Col, Form, Input, Radio, Row, Select } from 'antd';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCurrentUser } from '../../auth/api/current-user';
import { AntdScope } from '../../../app/antd-scope';
import { useSendSupportQuestion } from '../api/send-contact';
import { usePublicSettings } from '../../settings/api/public-settings';
import styles from './content.module.css';

const fields = supportFormSchema.shape;
const guestFields = contactFormSchema.shape;

interface SupportFormValues {
  type?: SupportTopic;
  subject: string;
  message: string;
  contact_method?: ContactMethod;
  name?: string;
  phone?: string;
  email?: string;
}

/**
 * The support form in its own Ant Design scope: the help centre loads this module after
 * hydration, so the page itself carries no Ant Design.
 */
export default function ScopedSupportForm() {
  return (
    <AntdScope>
      <SupportForm />
    </AntdScope>
  );
}

/**
 * The help centre's question form, stored as a contact request. A signed-in customer is
 * answered at the account's phone and e-mail; a guest gives them.
 */
function SupportForm() {
  const [form] = Form.useForm<SupportFormValues>();
  const { user } = useCurrentUser();
  const send = useSendSupportQuestion();
  const { message } = App.useApp();
  const { settings } = usePublicSettings();

  const onFinish = (values: SupportFormValues) => {
    send.mutate(
      {
        type: values.type as SupportTopic,
        subject: values.subject,
        message: values.message,
        contact_method: values.contact_method ?? null,
        ...(user ? {} : { name: values.name, phone: values.phone, email: values.email }),
      },
      {
        onSuccess: () => {
          void message.success(supportSentText(settings.support));
          form.resetFields();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, CONTACT_MESSAGES.sendFailed));
        },
      },
    );
  };

  return (
    <Form
      className={styles.touchForm}
      form={form}
      layout="vertical"
      onFinish={onFinish}
      aria-label="Gửi câu hỏi hỗ trợ"
    >
      <Row gutter={12}>
        <Col xs={24} md={10}>
          <Form.Item name="type" label="Loại câu hỏi" required rules={[zodRule(fields.type)]}>
            <Select
              placeholder="Chọn loại câu hỏi"
              options={SUPPORT_TOPICS.map((t) => ({ value: t.value, label: t.label }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item name="subject" label="Tiêu đề" required rules={[zodRule(fields.subject)]}>
            <Input maxLength={CONTACT_LIMITS.subjectMax} placeholder="Tóm tắt câu hỏi của bạn" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="message" label="Nội dung" required rules={[zodRule(fields.message)]}>
        <Input.TextArea rows={4} showCount maxLength={CONTACT_LIMITS.messageMax} />
      </Form.Item>
      {user ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Chúng tôi sẽ trả lời ${user.name} qua ${[
            user.phone ? formatPhone(user.phone) : null,
            user.email,
          ]
            .filter(Boolean)
            .join(' hoặc ')}.`}
        />
      ) : (
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="name" label="Họ và tên" required rules={[zodRule(guestFields.name)]}>
              <Input autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="phone"
              label="Số điện thoại"
              required
              rules={[zodRule(guestFields.phone)]}
            >
              <Input autoComplete="tel" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="email" label="Email" required rules={[zodRule(guestFields.email)]}>
              <Input autoComplete="email" inputMode="email" />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Form.Item name="contact_method" label="Bạn muốn được liên hệ qua (không bắt buộc)">
        <Radio.Group options={CONTACT_METHODS.map((m) => ({ value: m.value, label: m.label }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={send.isPending}>
        Gửi câu hỏi
      </Button>
    </Form>
  );
}
