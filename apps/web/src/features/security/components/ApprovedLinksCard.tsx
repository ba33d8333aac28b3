import {
  APPROVED_LINK_LIMITS,
  APPROVED_LINK_MESSAGES as M,
  type ApprovedLinkDto,
} from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Alert, Button, Card, Form, Input, List, Popconfirm, Space, Typography } from 'antd';
import { apiRequest, errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { showServerFieldErrors } from '../../../lib/form-rules';

const BASE = '/api/admin/security/approved-links';
const KEY = ['approved-links'] as const;

/**
 * The hosts links in notifications and broadcasts may point to besides our own site (admins
 * only). Every addition and removal is audited by the server.
 */
export function ApprovedLinksCard() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ host: string; note?: string }>();
  const list = useQuery({ queryKey: KEY, queryFn: () => apiRequest<ApprovedLinkDto[]>(BASE) });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const add = useMutation({
    mutationFn: (body: { host: string; note?: string }) =>
      apiRequest<ApprovedLinkDto>(BASE, { method: 'POST', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest<null>(`${BASE}/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });

  const submit = async (values: { host: string; note?: string }) => {
    try {
      await add.mutateAsync(values);
      form.resetFields();
      void message.success(M.added);
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Card title={M.title} data-testid="approved-links-card">
      <Typography.Paragraph type="secondary">{M.description}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Space wrap align="start" style={{ width: '100%' }}>
          <Form.Item
            name="host"
            label="Tên miền"
            rules={[{ required: true, whitespace: true, message: M.hostRequired }]}
            style={{ minWidth: 240, marginBottom: 8 }}
          >
            <Input placeholder="doitac.vn" maxLength={APPROVED_LINK_LIMITS.hostMax} />
          </Form.Item>
          <Form.Item name="note" label="Ghi chú" style={{ minWidth: 240, marginBottom: 8 }}>
            <Input maxLength={APPROVED_LINK_LIMITS.noteMax} />
          </Form.Item>
          <Form.Item label=" " style={{ marginBottom: 8 }}>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              Duyệt tên miền
            </Button>
          </Form.Item>
        </Space>
      </Form>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          message={errorText(list.error, M.loadFailed)}
          action={<Button onClick={() => void list.refetch()}>Thử lại</Button>}
        />
      ) : (
        <List
          loading={list.isLoading}
          dataSource={list.data ?? []}
          locale={{ emptyText: M.empty }}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="remove"
                  title={`Bỏ duyệt ${item.host}?`}
                  okText="Bỏ duyệt"
                  cancelText="Hủy"
                  onConfirm={() =>
                    remove
                      .mutateAsync(item.id)
                      .then(() => void message.success(M.removed))
                      .catch((error: unknown) => void message.error(errorText(error, M.notFound)))
                  }
                >
                  <Button danger size="small">
                    Bỏ duyệt
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={item.host}
                description={[
                  item.note,
                  `${formatDateTime(item.created_at)}${item.created_by ? ` · ${item.created_by.name}` : ''}`,
                ]
                  .filter(Boolean)
                  .join(' — ')}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
