import { MailOutlined, PhoneOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_PRIORITY_OPTIONS,
  CONTACT_SUBJECTS,
  contactFormSchema,
  DEFAULT_CONTACT_PRIORITY,
  toNationalPhone,
  type ContactPriority,
  type ContactSubject,
} from '@salon/shared';
import { App, Button, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { AntdScope } from '../../../app/antd-scope';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCurrentUser } from '../../auth/api/current-user';
import { useSendContact } from '../api/send-contact';
import styles from './content.module.css';

const fields = contactFormSchema.shape;

interface ContactFormValues {
  name: string;
  phone: string;
  email: string;
  subject?: ContactSubject;
  priority: ContactPriority;
  message: string;
  agreement?: boolean;
}

/**
 * The contact page's form in its own Ant Design scope: the page loads this module after
 * hydration, so the page itself carries no Ant Design.
 */
export default function ScopedContactForm(props: { branchId: number | undefined }) {
  return (
    <AntdScope>
      <ContactForm {...props} />
    </AntdScope>
  );
}

/** customer-account §5 Contact form; the chosen branch (if a real one) goes with it. */
function ContactForm({ branchId }: { branchId: number | undefined }) {
  const [form] = Form.useForm<ContactFormValues>();
  const { user } = useCurrentUser();
  const send = useSendContact();
  const { message } = App.useApp();

  // A signed-in customer's details are filled in, without overwriting what they typed.
  useEffect(() => {
    if (!user) return;
    const typed = (field: 'name' | 'phone' | 'email') =>
      (form.getFieldValue(field) as string | undefined) ?? '';
    form.setFieldsValue({
      name: typed('name') || user.name,
      phone: typed('phone') || (user.phone ? toNationalPhone(user.phone) : ''),
      email: typed('email') || (user.email ?? ''),
    });
  }, [user, form]);

  const onFinish = (values: ContactFormValues) => {
    send.mutate(
      {
        name: values.name,
        phone: values.phone,
        email: values.email,
        subject: values.subject as ContactSubject,
        priority: values.priority,
        message: values.message,
        branch_id: branchId !== undefined && branchId > 0 ? branchId : null,
        agreement: true,
      },
      {
        onSuccess: () => {
          void message.success(CONTACT_MESSAGES.sent);
          form.resetFields(['subject', 'message', 'priority', 'agreement']);
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
      initialValues={{ priority: DEFAULT_CONTACT_PRIORITY }}
      scrollToFirstError
      aria-label="Biểu mẫu liên hệ"
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Họ và tên" required rules={[zodRule(fields.name)]}>
            <Input
              prefix={<UserOutlined />}
              placeholder="Nguyễn Văn A"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.nameMax}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label="Số điện thoại" required rules={[zodRule(fields.phone)]}>
            <Input
              prefix={<PhoneOutlined />}
              placeholder="0912 345 678"
              autoComplete="tel"
              inputMode="tel"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="email" label="Email" required rules={[zodRule(fields.email)]}>
        <Input
          prefix={<MailOutlined />}
          placeholder="ban@example.com"
          autoComplete="email"
          inputMode="email"
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="subject" label="Chủ đề" required rules={[zodRule(fields.subject)]}>
            <Select
              placeholder="Chọn chủ đề"
              options={CONTACT_SUBJECTS.map((s) => ({ value: s.value, label: s.label }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="priority" label="Mức độ ưu tiên">
            <Select
              options={CONTACT_PRIORITY_OPTIONS.map((p) => ({
                value: p.value,
                label: `${p.label} – ${p.responseTime}`,
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="message" label="Nội dung" required rules={[zodRule(fields.message)]}>
        <Input.TextArea
          rows={5}
          showCount
          maxLength={CONTACT_LIMITS.messageMax}
          placeholder="Bạn cần chúng tôi hỗ trợ điều gì?"
        />
      </Form.Item>
      <Form.Item
        name="agreement"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, value: boolean | undefined) => {
              if (value !== true) throw new Error(CONTACT_MESSAGES.agreementRequired);
            },
          },
        ]}
      >
        <Checkbox>
          Tôi đồng ý với{' '}
          <Link to="/terms" target="_blank">
            điều khoản sử dụng
          </Link>{' '}
          và{' '}
          <Link to="/privacy" target="_blank">
            chính sách bảo mật
          </Link>
        </Checkbox>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        icon={<SendOutlined />}
        loading={send.isPending}
        block
      >
        Gửi tin nhắn
      </Button>
    </Form>
  );
}
