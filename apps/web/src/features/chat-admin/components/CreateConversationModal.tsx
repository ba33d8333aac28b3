import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_PRIORITIES,
  CHAT_PRIORITY_LABELS,
  DEFAULT_CHAT_PRIORITY,
  formatPhone,
  type ChatConversationDto,
  type ChatCustomerSearchResult,
  type ChatPriority,
} from '@salon/shared';
import { App, Empty, Form, Input, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FormModal } from '../../admin/components/FormModal';
import { useCreateConversation, useCustomerSearch } from '../api/chat-admin';
import { failureToast } from './failure-toast';
import styles from './chat-admin.module.css';

interface Values {
  customer_id?: number;
  message?: string;
  priority: ChatPriority;
}

/**
 * 'Tạo cuộc trò chuyện mới' (back-office §2.13, §5): a customer found by at least 2 characters
 * (each with their active conversations), the first message, the priority. A customer who has an
 * active conversation already gets the 409 warning.
 */
export function CreateConversationModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (conversation: ChatConversationDto) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term, CHAT_LIMITS.dialogSearchDebounceMs);
  const search = useCustomerSearch(debounced);
  const create = useCreateConversation();
  const tooShort = [...debounced.trim()].length < CHAT_LIMITS.customerSearchMin;
  const waiting = term !== debounced || search.isFetching;

  useEffect(() => {
    if (search.isError) void message.error(CHAT_MESSAGES.customerSearchFailed);
  }, [search.isError, message]);

  const submit = async (values: Values) => {
    if (!values.customer_id) return;
    try {
      const conversation = await create.mutateAsync({
        customer_id: values.customer_id,
        message: (values.message ?? '').trim(),
        priority: values.priority,
      });
      void message.success(CHAT_MESSAGES.adminCreated);
      onCreated(conversation);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        void message.warning(CHAT_MESSAGES.activeExists);
      } else {
        failureToast(message, CHAT_MESSAGES.adminCreateFailed, error);
      }
    }
  };

  const options = (search.data ?? []).map((customer) => ({
    value: customer.id,
    label: customer.name,
    customer,
  }));

  return (
    <FormModal
      title="Tạo cuộc trò chuyện mới"
      okText="Tạo"
      saving={create.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
      phoneFullWidth
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ priority: DEFAULT_CHAT_PRIORITY }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="customer_id"
          label="Khách hàng"
          rules={[{ required: true, message: CHAT_MESSAGES.customerRequired }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setTerm }}
            placeholder="Tìm theo tên, số điện thoại hoặc email"
            loading={waiting && !tooShort}
            options={tooShort ? [] : options}
            optionRender={(option) => <CustomerOption customer={option.data.customer} />}
            notFoundContent={
              tooShort ? (
                <Typography.Text type="secondary">
                  {CHAT_MESSAGES.customerSearchMin}
                </Typography.Text>
              ) : waiting ? (
                <Spin size="small" />
              ) : search.isError ? (
                <Typography.Text type="danger">
                  {CHAT_MESSAGES.customerSearchFailed}
                </Typography.Text>
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description="Không tìm thấy khách hàng"
                />
              )
            }
          />
        </Form.Item>
        <Form.Item
          name="message"
          label="Tin nhắn đầu tiên"
          rules={[
            { required: true, whitespace: true, message: CHAT_MESSAGES.messageRequired },
            { max: CHAT_LIMITS.firstMessageMax, message: CHAT_MESSAGES.firstMessageMax },
          ]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={CHAT_LIMITS.firstMessageMax}
            placeholder="Nội dung gửi cho khách hàng"
          />
        </Form.Item>
        <Form.Item name="priority" label="Mức ưu tiên">
          <Select
            options={CHAT_PRIORITIES.map((p) => ({ value: p, label: CHAT_PRIORITY_LABELS[p] }))}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

function CustomerOption({ customer }: { customer: ChatCustomerSearchResult }) {
  const contact = [customer.phone ? formatPhone(customer.phone) : null, customer.email]
    .filter(Boolean)
    .join(' · ');
  const active = customer.active_conversations_count;
  return (
    <span className={styles.customerOption} data-testid="chat-customer-option">
      <span>{customer.name}</span>
      <small>
        {contact ? `${contact} · ` : ''}
        {active > 0
          ? `${active} cuộc trò chuyện đang hoạt động`
          : 'Không có cuộc trò chuyện đang hoạt động'}
      </small>
    </span>
  );
}
