import {
  AUDIT_ACTIONS,
  INCIDENT_RULES,
  INCIDENT_SEVERITIES,
  INCIDENT_SEVERITY_KEYS,
  INCIDENT_STATUS_ACTIONS,
  INCIDENT_TRANSITIONS,
  type AuditAction,
  type IncidentDetailDto,
  type IncidentSeverity,
  type IncidentUpdate,
} from '@salon/shared';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Grid,
  Input,
  Result,
  Select,
  Skeleton,
  Space,
  Switch,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useAddIncidentNote, useIncident, useUpdateIncident } from '../api/incidents';
import { IncidentStatusTag, SeverityTag } from './IncidentTags';
import { NotificationDeadline } from './NotificationDeadline';

/** One incident: what happened, its deadline, who owns it, its notes and status buttons. */
export function IncidentDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const narrow = Grid.useBreakpoint().sm !== true;
  const query = useIncident(id);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={id !== null ? `Sự cố #${id}` : 'Sự cố'}
      size={narrow ? '100%' : 640}
      destroyOnHidden
    >
      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <Result
          status="error"
          title="Không tải được sự cố"
          extra={<Button onClick={() => void query.refetch()}>Thử lại</Button>}
        />
      ) : (
        <IncidentDetail incident={query.data} />
      )}
    </Drawer>
  );
}

function IncidentDetail({ incident }: { incident: IncidentDetailDto }) {
  const { message } = App.useApp();
  const update = useUpdateIncident(incident.id);
  const addNote = useAddIncidentNote(incident.id);
  const [note, setNote] = useState('');
  const change = (input: IncidentUpdate) =>
    update.mutate(input, {
      onSuccess: () => void message.success('Đã cập nhật sự cố.'),
      onError: (error) => void message.error(errorText(error, 'Không cập nhật được sự cố.')),
    });
  const saveNote = () =>
    addNote.mutate(note, {
      onSuccess: () => {
        setNote('');
        void message.success('Đã thêm ghi chú.');
      },
      onError: (error) => void message.error(errorText(error, 'Không thêm được ghi chú.')),
    });

  const timeline = [
    { at: incident.detected_at, text: `Phát hiện: ${INCIDENT_RULES[incident.rule]}` },
    ...incident.notes.map((n) => ({
      at: n.created_at,
      text: `${n.author?.name ?? 'Hệ thống'}: ${n.body}`,
    })),
    ...(incident.resolved_at ? [{ at: incident.resolved_at, text: 'Đã xử lý' }] : []),
    ...(incident.closed_at ? [{ at: incident.closed_at, text: 'Đã đóng' }] : []),
  ].sort((a, b) => a.at.localeCompare(b.at));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {incident.title}
      </Typography.Title>
      <Space wrap>
        <SeverityTag severity={incident.severity} />
        <IncidentStatusTag status={incident.status} />
        {incident.is_breach ? <Alert type="error" title="Vi phạm dữ liệu" banner /> : null}
      </Space>
      <NotificationDeadline incident={incident} />
      <Typography.Paragraph style={{ margin: 0 }}>{incident.description}</Typography.Paragraph>

      <Space wrap aria-label="Đổi trạng thái">
        {INCIDENT_TRANSITIONS[incident.status].map((to) => (
          <Button
            key={to}
            type={to === 'resolved' ? 'primary' : 'default'}
            loading={update.isPending && update.variables?.status === to}
            onClick={() => change({ status: to })}
          >
            {INCIDENT_STATUS_ACTIONS[to]}
          </Button>
        ))}
        {incident.notification_due_at && !incident.notified_at ? (
          <Button onClick={() => change({ notified: true })}>Đã thông báo</Button>
        ) : null}
      </Space>

      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Quy tắc">{INCIDENT_RULES[incident.rule]}</Descriptions.Item>
        <Descriptions.Item label="Phát hiện">
          {formatDateTime(incident.detected_at)}
        </Descriptions.Item>
        <Descriptions.Item label="Đối tượng">
          {incident.subject_user
            ? `${incident.subject_user.name} (#${incident.subject_user.id})`
            : '—'}
          {incident.subject_ip ? ` · ${incident.subject_ip}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Người phụ trách">
          <Select
            aria-label="Người phụ trách"
            style={{ width: '100%', maxWidth: 280 }}
            allowClear
            placeholder="Chưa phân công"
            value={incident.owner?.id}
            options={incident.owners.map((o) => ({ value: o.id, label: o.name }))}
            onChange={(value: number | undefined) => change({ owner_id: value ?? null })}
          />
        </Descriptions.Item>
        <Descriptions.Item label="Mức độ">
          <Select
            aria-label="Mức độ"
            style={{ width: 160 }}
            value={incident.severity}
            options={INCIDENT_SEVERITY_KEYS.map((key: IncidentSeverity) => ({
              value: key,
              label: INCIDENT_SEVERITIES[key],
            }))}
            onChange={(severity: IncidentSeverity) => change({ severity })}
          />
        </Descriptions.Item>
        <Descriptions.Item label="Vi phạm dữ liệu">
          <Switch
            aria-label="Vi phạm dữ liệu"
            checked={incident.is_breach}
            onChange={(is_breach) => change({ is_breach })}
          />
        </Descriptions.Item>
      </Descriptions>

      <div>
        <Typography.Title level={5}>Diễn biến</Typography.Title>
        <Timeline
          items={timeline.map((item, index) => ({
            key: index,
            content: (
              <div>
                <Typography.Text type="secondary">{formatDateTime(item.at)}</Typography.Text>
                <div>{item.text}</div>
              </div>
            ),
          }))}
        />
      </div>

      <div>
        <Typography.Title level={5}>Thêm ghi chú</Typography.Title>
        <Input.TextArea
          aria-label="Ghi chú"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button
          style={{ marginTop: 8 }}
          type="primary"
          disabled={note.trim() === ''}
          loading={addNote.isPending}
          onClick={saveNote}
        >
          Lưu ghi chú
        </Button>
      </div>

      {incident.sign_in_events.length > 0 ? (
        <div>
          <Typography.Title level={5}>Lần đăng nhập liên quan</Typography.Title>
          <ul>
            {incident.sign_in_events.map((e) => (
              <li key={e.id}>
                {formatDateTime(e.occurred_at)} · {e.identifier} · {e.ip ?? '—'} ·{' '}
                {e.outcome === 'failure' ? 'Sai mật khẩu' : e.outcome}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {incident.audit_entries.length > 0 ? (
        <div>
          <Typography.Title level={5}>Mục nhật ký liên quan</Typography.Title>
          <ul>
            {incident.audit_entries.map((e) => (
              <li key={e.id}>
                {formatDateTime(e.occurred_at)} ·{' '}
                {AUDIT_ACTIONS[e.action as AuditAction] ?? e.action} · {e.summary}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Space>
  );
}
