import {
  questionAnswerSchema,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEWABLE_TYPE_LABELS,
  type AdminQuestion,
} from '@salon/shared';
import { Grid, App, Button, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../../lib/format-date';
import { showServerFieldErrors, zodRule } from '../../../../lib/form-rules';
import {
  useAdminQuestions,
  useAnswerQuestion,
  type AdminQuestionFilters,
} from '../../api/admin-questions';
import { ListError } from '../../../admin/components/ListError';
import { useTablePageSize } from '../../../../components/use-table-page-size';

const ANSWERED_OPTIONS = [
  { value: 'false', label: 'Chưa trả lời' },
  { value: 'true', label: 'Đã trả lời' },
];

/** Customers' questions, unanswered first, with an answer form. */
export function AdminQuestionsTable() {
  const wide = Grid.useBreakpoint().md ?? true;
  const [chosen, setFilters] = useState<AdminQuestionFilters>({ page: 1 });
  const { pageSize, pageSizeOptions } = useTablePageSize(chosen.per_page, {
    max: REVIEW_LIMITS.adminPerPageMax,
  });
  const filters = { ...chosen, per_page: pageSize };
  const [answering, setAnswering] = useState<AdminQuestion | null>(null);
  const questions = useAdminQuestions(filters);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Select<string | undefined>
          allowClear
          placeholder="Trạng thái"
          style={{ width: 160 }}
          options={ANSWERED_OPTIONS}
          onChange={(value) =>
            setFilters((current) => ({
              ...current,
              page: 1,
              answered: value === undefined ? undefined : value === 'true',
            }))
          }
          aria-label="Lọc câu hỏi theo trạng thái"
        />
        <Input.Search
          allowClear
          placeholder="Tìm câu hỏi, tên khách"
          style={{ width: 260, maxWidth: '100%' }}
          onSearch={(search) =>
            setFilters((current) => ({ ...current, page: 1, search: search.trim() || undefined }))
          }
        />
      </Space>
      {questions.isError ? (
        <ListError
          title={REVIEW_MESSAGES.loadFailed}
          error={questions.error}
          onRetry={() => void questions.refetch()}
        />
      ) : null}
      <Table<AdminQuestion>
        rowKey="id"
        size="middle"
        loading={questions.isFetching}
        dataSource={questions.data?.data ?? []}
        scroll={{ x: 1040 }}
        locale={{ emptyText: REVIEW_MESSAGES.noQuestions }}
        pagination={{
          current: questions.data?.meta.current_page ?? filters.page,
          pageSize,
          total: questions.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions,
          onChange: (page, size) =>
            setFilters((current) => ({
              ...current,
              page: size === pageSize ? page : 1,
              per_page: size,
            })),
        }}
        columns={[
          {
            title: 'Câu hỏi',
            key: 'question',
            width: 300,
            render: (_, question) => (
              <>
                <Typography.Paragraph style={{ margin: 0 }} strong>
                  {question.question}
                </Typography.Paragraph>
                {question.answer ? (
                  <Typography.Paragraph
                    type="secondary"
                    ellipsis={{ rows: 2 }}
                    style={{ margin: 0 }}
                  >
                    Đ: {question.answer}
                  </Typography.Paragraph>
                ) : null}
              </>
            ),
          },
          {
            title: 'Người hỏi',
            key: 'author',
            width: 180,
            render: (_, question) => (
              <Space orientation="vertical" size={0}>
                <span>{question.author_name}</span>
                {question.author_email ? (
                  <Typography.Text type="secondary">{question.author_email}</Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            title: 'Dịch vụ / sản phẩm',
            key: 'item',
            width: 190,
            render: (_, question) => (
              <Space orientation="vertical" size={0}>
                <span>{question.item_name ?? `#${question.item_id}`}</span>
                <Tag>{REVIEWABLE_TYPE_LABELS[question.item_type]}</Tag>
              </Space>
            ),
          },
          {
            title: 'Ngày hỏi',
            dataIndex: 'created_at',
            width: 140,
            render: (date: string) => formatDateTime(date),
          },
          {
            title: 'Trạng thái',
            key: 'status',
            width: 120,
            render: (_, question) =>
              question.answer ? (
                <Tag color="green">Đã trả lời</Tag>
              ) : (
                <Tag color="gold">Chưa trả lời</Tag>
              ),
          },
          {
            title: 'Thao tác',
            key: 'actions',
            width: 110,
            // On a phone a fixed column would cover the others.
            fixed: wide ? 'right' : undefined,
            render: (_, question) => (
              <Button
                size="small"
                type={question.answer ? 'default' : 'primary'}
                onClick={() => setAnswering(question)}
              >
                {question.answer ? 'Sửa' : 'Trả lời'}
              </Button>
            ),
          },
        ]}
      />
      <AnswerModal question={answering} onClose={() => setAnswering(null)} />
    </Space>
  );
}

function AnswerModal({
  question,
  onClose,
}: {
  question: AdminQuestion | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ answer: string }>();
  const { message } = App.useApp();
  const answer = useAnswerQuestion();

  useEffect(() => {
    form.setFieldsValue({ answer: question?.answer ?? '' });
  }, [question, form]);

  if (!question) return null;
  return (
    <Modal
      open
      title="Trả lời câu hỏi"
      okText="Gửi câu trả lời"
      cancelText="Hủy"
      confirmLoading={answer.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Typography.Paragraph strong>{question.question}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {question.author_name} · {question.item_name}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={async (values) => {
          try {
            await answer.mutateAsync({ id: question.id, answer: values.answer });
            void message.success(REVIEW_MESSAGES.answered);
            onClose();
          } catch (error) {
            showServerFieldErrors(form, error);
            void message.error((error as Error).message);
          }
        }}
      >
        <Form.Item
          name="answer"
          label="Câu trả lời"
          required
          rules={[zodRule(questionAnswerSchema.shape.answer)]}
        >
          <Input.TextArea rows={4} maxLength={REVIEW_LIMITS.answerMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
