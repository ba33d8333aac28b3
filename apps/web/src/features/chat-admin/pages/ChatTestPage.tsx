import {
  ExperimentOutlined,
  MessageOutlined,
  PauseCircleOutlined,
  ReloadOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { CHAT_EVENTS, ROLE_LABELS, type ChatMessageCreatedEvent } from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LinkButton } from '../../../components/LinkButton';
import { errorText } from '../../../lib/api-client';
import { useLiveEvent, useLiveState, type LiveState } from '../../../lib/live-events';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import {
  ADMIN_CHAT_KEY,
  postChatMessage,
  useActiveConversationTotal,
  useAdminConversations,
  useUnreadCount,
} from '../api/chat-admin';
import { customerName, DEFAULT_FILTERS, describeChatEvent, logClock } from '../chat-logic';
import styles from './chat-test.module.css';

/** The test page polls every 10 s while the live stream is down (back-office §9). */
const TEST_POLL_MS = 10_000;
/** The simulation sends this many test messages, this far apart, then stops by itself. */
const SIMULATION = { messages: 5, everyMs: 10_000, eventWaitMs: 5_000 } as const;

type LogKind = 'event' | 'state' | 'poll' | 'simulation' | 'error';
interface LogLine {
  id: number;
  at: Date;
  kind: LogKind;
  text: string;
}

const KIND_TAGS: Record<LogKind, { color: string; label: string }> = {
  event: { color: 'green', label: 'Sự kiện' },
  state: { color: 'blue', label: 'Kết nối' },
  poll: { color: 'default', label: 'Hỏi' },
  simulation: { color: 'purple', label: 'Mô phỏng' },
  error: { color: 'red', label: 'Lỗi' },
};

const STATE_TEXT: Record<LiveState, { color: string; text: string }> = {
  open: { color: 'green', text: 'Đang mở' },
  connecting: { color: 'orange', text: 'Đang kết nối lại' },
  closed: { color: 'red', text: 'Đã đóng' },
};

function eventCame(n: number, ms: number): string {
  return `Nhận sự kiện của tin thử #${n} sau ${Math.max(0, Math.round(ms))} ms (tính từ lúc gửi)`;
}

const ENDPOINTS: [string, string][] = [
  ['GET', '/api/admin/chat/conversations'],
  ['POST', '/api/admin/chat/conversations'],
  ['GET', '/api/admin/chat/conversations/{id}'],
  ['PATCH', '/api/admin/chat/conversations/{id}'],
  ['GET', '/api/admin/chat/conversations/{id}/messages'],
  ['POST', '/api/admin/chat/conversations/{id}/messages'],
  ['POST', '/api/admin/chat/conversations/{id}/files'],
  ['POST', '/api/admin/chat/conversations/{id}/mark-read'],
  ['POST', '/api/admin/chat/conversations/{id}/assign'],
  ['POST', '/api/admin/chat/conversations/{id}/close'],
  ['GET', '/api/admin/chat/unread-count'],
  ['GET', '/api/admin/chat/customers?q='],
  ['GET', '/api/chat/conversations'],
  ['GET', '/api/chat/conversations/{id}/messages'],
  ['GET', '/api/events'],
];

/**
 * /admin/test-chat (back-office §2.13): the chat's plumbing at a glance: the live stream and
 * whether polling stands in for it, the figures, every live chat event as it arrives, and a
 * simulation that sends real test messages and measures how fast their event comes back.
 */
export function ChatTestPage() {
  usePageTitle('Thử chat');
  const { message } = App.useApp();
  const { user } = useCurrentUser();
  const client = useQueryClient();
  const live = useLiveState();
  const total = useActiveConversationTotal(TEST_POLL_MS);
  const unread = useUnreadCount();
  const conversations = useAdminConversations(DEFAULT_FILTERS);
  const [log, setLog] = useState<LogLine[]>([]);
  const nextId = useRef(1);

  const write = useCallback((kind: LogKind, text: string) => {
    const line = { id: nextId.current++, at: new Date(), kind, text };
    setLog((lines) => [line, ...lines].slice(0, 200));
  }, []);

  // The stream's state changes go into the log too.
  const lastState = useRef<LiveState | null>(null);
  useEffect(() => {
    if (lastState.current !== live) {
      write('state', `Luồng trực tiếp: ${STATE_TEXT[live].text.toLowerCase()}`);
      lastState.current = live;
    }
  }, [live, write]);

  // ---- the simulation ----
  const [target, setTarget] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const sent = useRef(0);
  const waiting = useRef(new Map<number, { n: number; at: number; timer: number }>());
  /** When each message's event arrived: it may come before the answer to the POST itself. */
  const arrived = useRef(new Map<number, number>());

  const stop = useCallback(
    (why?: string) => {
      setRunning(false);
      if (why) write('simulation', why);
    },
    [write],
  );

  const sendOne = useCallback(async () => {
    if (target === null) return;
    const n = ++sent.current;
    const content = `[Thử nghiệm] Tin nhắn thử #${n} lúc ${logClock(new Date())}`;
    const at = performance.now();
    try {
      const posted = await postChatMessage(target, content);
      write('simulation', `Đã gửi tin thử #${n} (mã ${posted.id}) vào cuộc trò chuyện #${target}`);
      const early = arrived.current.get(posted.id);
      if (early !== undefined) {
        write('simulation', eventCame(n, early - at));
        if (n >= SIMULATION.messages) stop(`Mô phỏng xong: đã gửi ${n} tin thử.`);
        return;
      }
      const timer = window.setTimeout(() => {
        if (waiting.current.delete(posted.id)) {
          write(
            'error',
            `Sau ${SIMULATION.eventWaitMs / 1000} giây chưa nhận sự kiện của tin thử #${n} qua luồng trực tiếp`,
          );
        }
      }, SIMULATION.eventWaitMs);
      waiting.current.set(posted.id, { n, at, timer });
    } catch (error) {
      write('error', `Không gửi được tin thử #${n}: ${errorText(error, 'Không thể gửi tin nhắn')}`);
      stop('Mô phỏng dừng vì lỗi khi gửi.');
      return;
    }
    if (n >= SIMULATION.messages) stop(`Mô phỏng xong: đã gửi ${n} tin thử.`);
  }, [target, write, stop]);

  const sendLatest = useRef(sendOne);
  useEffect(() => {
    sendLatest.current = sendOne;
  });
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => void sendLatest.current(), SIMULATION.everyMs);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(
    () => () => {
      for (const pending of waiting.current.values()) window.clearTimeout(pending.timer);
    },
    [],
  );

  // ---- live events ----
  useLiveEvent<ChatMessageCreatedEvent>(CHAT_EVENTS.messageCreated, (event) => {
    write(
      'event',
      `${CHAT_EVENTS.messageCreated}: ${describeChatEvent(CHAT_EVENTS.messageCreated, event)}`,
    );
    const now = performance.now();
    arrived.current.set(event.message_id, now);
    if (arrived.current.size > 200) {
      arrived.current.delete(arrived.current.keys().next().value as number);
    }
    const pending = waiting.current.get(event.message_id);
    if (pending) {
      waiting.current.delete(event.message_id);
      window.clearTimeout(pending.timer);
      write('simulation', eventCame(pending.n, now - pending.at));
    }
    void client.invalidateQueries({ queryKey: ADMIN_CHAT_KEY });
  });
  useLiveEvent<unknown>(CHAT_EVENTS.conversationUpdated, (event) => {
    write(
      'event',
      `${CHAT_EVENTS.conversationUpdated}: ${describeChatEvent(CHAT_EVENTS.conversationUpdated, event)}`,
    );
    void client.invalidateQueries({ queryKey: ADMIN_CHAT_KEY });
  });

  const pollNow = async () => {
    const [count, unreadNow] = await Promise.all([total.refetch(), unread.refetch()]);
    if (count.isError || unreadNow.isError) {
      write('error', `Hỏi thất bại: ${errorText(count.error ?? unreadNow.error, 'Không thể tải')}`);
      return;
    }
    write(
      'poll',
      `Hỏi ngay: ${count.data ?? 0} cuộc trò chuyện đang hoạt động, ${unreadNow.data?.unread_count ?? 0} tin chưa đọc`,
    );
  };

  const refresh = () => {
    void client.invalidateQueries({ queryKey: ADMIN_CHAT_KEY });
    write('poll', 'Làm mới mọi dữ liệu chat của trang');
  };

  const startOrStop = () => {
    if (running) {
      stop('Đã dừng mô phỏng.');
      return;
    }
    if (target === null) {
      void message.warning('Vui lòng chọn cuộc trò chuyện để gửi tin thử');
      return;
    }
    sent.current = 0;
    write(
      'simulation',
      `Bắt đầu mô phỏng: ${SIMULATION.messages} tin thử, mỗi ${SIMULATION.everyMs / 1000} giây, vào cuộc trò chuyện #${target}`,
    );
    setRunning(true);
    void sendOne();
  };

  const polling = live !== 'open';
  const targets = (conversations.data?.pages[0]?.data ?? []).filter(
    (c) => c.status === 'active' && c.handled_by === 'staff',
  );

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Thử chat</h1>
        <Space wrap>
          <LinkButton to="/admin/chat" type="primary" icon={<MessageOutlined />}>
            Mở trang tin nhắn
          </LinkButton>
          <Button icon={<ReloadOutlined />} onClick={refresh}>
            Làm mới
          </Button>
          <Button icon={<SyncOutlined />} onClick={() => void pollNow()}>
            Hỏi ngay
          </Button>
          <Button
            icon={running ? <PauseCircleOutlined /> : <ExperimentOutlined />}
            danger={running}
            onClick={startOrStop}
          >
            {running ? 'Dừng mô phỏng' : 'Bắt đầu mô phỏng'}
          </Button>
        </Space>
      </div>

      <div className={styles.grid}>
        <Card title="Trạng thái" size="small">
          <Descriptions column={1} size="small" data-testid="chat-test-state">
            <Descriptions.Item label="Luồng trực tiếp (/api/events)">
              <Tag color={STATE_TEXT[live].color} data-testid="chat-test-live" data-state={live}>
                {STATE_TEXT[live].text}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Hỏi định kỳ dự phòng">
              <span data-testid="chat-test-polling" data-active={polling}>
                {polling
                  ? `Đang bật: hỏi mỗi ${TEST_POLL_MS / 1000} giây (trang tin nhắn: danh sách 30 giây, tin nhắn 5 giây)`
                  : 'Đang tắt: luồng trực tiếp báo mọi thay đổi'}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label="Người dùng">{user?.name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Vai trò">
              {user ? ROLE_LABELS[user.role] : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Cuộc trò chuyện đang hoạt động">
              <span data-testid="chat-test-conversations">
                {total.isError ? 'Không tải được' : (total.data ?? '…')}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label="Tin nhắn chưa đọc">
              <span data-testid="chat-test-unread">{unread.data?.unread_count ?? '…'}</span>
            </Descriptions.Item>
          </Descriptions>
        </Card>

        <Card title="Mô phỏng" size="small">
          <Typography.Paragraph>
            Gửi {SIMULATION.messages} tin nhắn thử thật, mỗi {SIMULATION.everyMs / 1000} giây một
            tin, vào cuộc trò chuyện đã chọn rồi tự dừng; nhật ký ghi lúc sự kiện của từng tin quay
            về qua luồng trực tiếp và sau bao lâu.
          </Typography.Paragraph>
          <Alert
            type="warning"
            showIcon
            title="Khách hàng của cuộc trò chuyện sẽ thấy các tin nhắn thử."
            description="Hãy chọn cuộc trò chuyện của một tài khoản thử nghiệm."
            style={{ marginBottom: 12 }}
          />
          <Select<number>
            aria-label="Cuộc trò chuyện nhận tin thử"
            placeholder="Chọn cuộc trò chuyện đang hoạt động"
            style={{ width: '100%' }}
            value={target ?? undefined}
            disabled={running}
            onChange={setTarget}
            loading={conversations.isPending}
            notFoundContent="Không có cuộc trò chuyện đang hoạt động"
            options={targets.map((c) => ({
              value: c.id,
              label: `#${c.id} · ${customerName(c)}`,
            }))}
          />
        </Card>
      </div>

      <Card
        title="Nhật ký sự kiện"
        size="small"
        extra={
          <Button size="small" onClick={() => setLog([])} disabled={log.length === 0}>
            Xóa nhật ký
          </Button>
        }
      >
        {log.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có sự kiện nào" />
        ) : (
          <ol className={styles.log} data-testid="chat-test-log">
            {log.map((line) => (
              <li key={line.id} data-kind={line.kind}>
                <time dateTime={line.at.toISOString()}>{logClock(line.at)}</time>
                <Tag color={KIND_TAGS[line.kind].color}>{KIND_TAGS[line.kind].label}</Tag>
                <span className={styles.logText}>{line.text}</span>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card title="Các điểm cuối API của chat" size="small">
        <ul className={styles.endpoints}>
          {ENDPOINTS.map(([method, path]) => (
            <li key={`${method} ${path}`}>
              <code className={styles.method}>{method}</code> <code>{path}</code>
            </li>
          ))}
        </ul>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Sự kiện trên luồng trực tiếp: <code>{CHAT_EVENTS.messageCreated}</code>,{' '}
          <code>{CHAT_EVENTS.conversationUpdated}</code> (chỉ mang mã, trang tự tải nội dung).
        </Typography.Paragraph>
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          title="Không có chỉ báo đang nhập"
          description="Chat không gửi trạng thái 'đang nhập…': hai bên chỉ thấy tin nhắn khi đã gửi."
        />
      </Card>
    </div>
  );
}
