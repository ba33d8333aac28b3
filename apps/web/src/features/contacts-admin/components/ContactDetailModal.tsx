import {
  CONTACT_ADMIN_MESSAGES as M,
  CONTACT_HISTORY_LABELS,
  CONTACT_METHODS,
  CONTACT_PRIORITY_LABELS,
  CONTACT_SOURCE_LABELS,
  type AdminContactDto,
} from '@salon/shared';
import {
  Alert,
  Button,
  Descriptions,
  Flex,
  Grid,
  Modal,
  Skeleton,
  Timeline,
  Typography,
} from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { useContactDetail } from '../api/contact-detail';
import type { ContactDialog } from './ContactTable';
import { ContactPriorityTag, ContactStatusTag, ContactTypeTag } from './ContactTags';

/** The detail dialog: the message, the reply, the notes and the history timeline. */
export function ContactDetailModal({
  id,
  onClose,
  onAction,
}: {
  id: number;
  onClose: () => void;
  onAction: (dialog: Exclude<ContactDialog, 'view'>, contact: AdminContactDto) => void;
}) {
  const detail = useContactDetail(id);
  const wide = Grid.useBreakpoint().md === true;
  const c = detail.data;
  const open = c && c.status !== 'closed';
  return (
    <Modal
      open
      title={c ? `Liên hệ #${c.id}: ${c.subject}` : 'Chi tiết liên hệ'}
      width={wide ? 760 : '100%'}
      onCancel={onClose}
      destroyOnHidden
      footer={
        c ? (
          <Flex wrap gap={8} justify="flex-end">
            <Button onClick={() => onAction('edit', c)}>Sửa</Button>
            <Button disabled={!open} onClick={() => onAction('assign', c)}>
              Phân công
            </Button>
            <Button disabled={!open || !c.email} onClick={() => onAction('reply', c)}>
              Phản hồi
            </Button>
            {c.status !== 'resolved' && c.status !== 'closed' ? (
              <Button type="primary" onClick={() => onAction('resolve', c)}>
                Giải quyết
              </Button>
            ) : null}
          </Flex>
        ) : null
      }
    >
      {detail.isError ? (
        <Alert type="error" showIcon title={M.detailFailed} description={detail.error.message} />
      ) : null}
      {detail.isLoading ? <Skeleton active /> : null}
      {c ? (
        <>
          <Descriptions size="small" column={wide ? 2 : 1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Khách hàng">{c.name}</Descriptions.Item>
            <Descriptions.Item label="Email">{c.email ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Điện thoại">{c.phone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Nguồn">{CONTACT_SOURCE_LABELS[c.source]}</Descriptions.Item>
            {c.topic_label ? (
              <Descriptions.Item label="Chủ đề hỗ trợ">{c.topic_label}</Descriptions.Item>
            ) : null}
            {c.contact_method ? (
              <Descriptions.Item label="Muốn được liên hệ qua">
                {CONTACT_METHODS.find((m) => m.value === c.contact_method)?.label ??
                  c.contact_method}
              </Descriptions.Item>
            ) : null}
            {c.branch ? (
              <Descriptions.Item label="Chi nhánh">{c.branch.name}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label="Loại">
              <ContactTypeTag type={c.type} />
            </Descriptions.Item>
            <Descriptions.Item label="Ưu tiên">
              <ContactPriorityTag priority={c.priority} />
            </Descriptions.Item>
            <Descriptions.Item label="Trạng thái">
              <ContactStatusTag status={c.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Phụ trách">
              {c.assignedTo?.name ?? 'Chưa phân công'}
            </Descriptions.Item>
            <Descriptions.Item label="Ngày gửi">{formatDateTime(c.created_at)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>Nội dung</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {c.message}
          </Typography.Paragraph>
          {c.reply_message ? (
            <>
              <Typography.Title level={5}>
                Phản hồi gần nhất
                {c.replied_at ? (
                  <Typography.Text type="secondary" style={{ fontSize: 13, marginLeft: 8 }}>
                    {c.replied_by?.name ? `${c.replied_by.name}, ` : ''}
                    {formatDateTime(c.replied_at)}
                  </Typography.Text>
                ) : null}
              </Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                {c.reply_message}
              </Typography.Paragraph>
            </>
          ) : null}
          {c.internal_notes ? (
            <>
              <Typography.Title level={5}>Ghi chú nội bộ</Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                {c.internal_notes}
              </Typography.Paragraph>
            </>
          ) : null}
          <Typography.Title level={5}>Lịch sử xử lý</Typography.Title>
          <Timeline
            items={c.history.map((h) => ({
              key: h.id,
              content: (
                <div>
                  <strong>{CONTACT_HISTORY_LABELS[h.action] ?? h.action}</strong>
                  {h.action === 'assigned' && h.note ? `: ${h.note}` : ''}
                  {h.action === 'priority_changed' && h.note
                    ? `: ${CONTACT_PRIORITY_LABELS[h.note as keyof typeof CONTACT_PRIORITY_LABELS] ?? h.note}`
                    : ''}
                  <div style={{ fontSize: 12, color: 'var(--ant-color-text-secondary)' }}>
                    {formatDateTime(h.created_at)}
                    {h.actor ? ` · ${h.actor.name}` : h.action === 'created' ? ' · khách gửi' : ''}
                  </div>
                </div>
              ),
            }))}
          />
        </>
      ) : null}
    </Modal>
  );
}
