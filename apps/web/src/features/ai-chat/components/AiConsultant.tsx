import {
  CalendarOutlined,
  CustomerServiceOutlined,
  LinkOutlined,
  PlusOutlined,
  RobotOutlined,
  ShoppingOutlined,
  ScissorOutlined,
} from '@ant-design/icons';
import {
  AI_CHAT_LIMITS,
  CHAT_MESSAGES as M,
  type AiChatAction,
  type ChatMessageDto,
} from '@salon/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Avatar, Button } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { ApiError, errorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/current-user';
import { bookingPath } from '../../booking/preselect';
import { ChatBubble, ChatComposer, MessageThread } from '../../chat/components';
import { askAssistant, handOver, loadTranscript, type AiTurn } from '../api/ai-chat';
import { clearSession, readSession, writeSession, type StoredSession } from '../session-store';
import styles from './ai-consultant.module.css';
import { toast } from '../../../ui/Toast';

/** Questions a visitor can tap to start with. */
export const SUGGESTED_QUESTIONS = [
  'Giá cắt tóc nam?',
  'Mai 9h còn chỗ không?',
  'Chi nhánh gần nhất ở đâu?',
  'Tóc khô xơ nên làm gì?',
] as const;

const WELCOME =
  'Xin chào! Mình là trợ lý tư vấn của Salon Tóc Việt. Bạn có thể hỏi về giá dịch vụ, lịch còn trống, chi nhánh hay cách chăm sóc tóc.';

export interface AiConsultantProps {
  /** Inside another page (the chat's 'Trợ lý AI' tab): 'Quay lại' closes the error instead of leaving. */
  embedded?: boolean;
}

function newId(): string {
  return `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** The page's lines as messages for the shared thread (ids in order; the text as content). */
function asMessages(turns: readonly AiTurn[]): ChatMessageDto[] {
  return turns.map((turn, index) => ({
    id: index + 1,
    conversation_id: 0,
    sender_type: turn.role === 'user' ? 'customer' : turn.role,
    sender: turn.name ? { id: 0, name: turn.name, avatar: null } : null,
    message_type: 'text',
    content: turn.text,
    file_path: null,
    file_name: null,
    file_size: null,
    read_at: null,
    ...(turn.actions ? { actions: turn.actions } : {}),
    created_at: turn.at,
  }));
}

const ACTION_ICONS: Record<AiChatAction['kind'], React.ReactNode> = {
  book: <CalendarOutlined />,
  open_service: <ScissorOutlined />,
  open_product: <ShoppingOutlined />,
  link: <LinkOutlined />,
  handover: <CustomerServiceOutlined />,
};

/** Where an action goes inside the site, or null (handover, a link elsewhere). */
function actionPath(action: AiChatAction): string | null {
  switch (action.kind) {
    case 'book':
      return bookingPath({
        serviceId: action.service_id,
        branchId: action.branch_id,
        date: action.date,
        time: action.time,
      });
    case 'open_service':
      return `/dich-vu/${action.service_id}`;
    case 'open_product':
      return `/san-pham/${action.product_id}`;
    case 'link':
      return action.href.startsWith('/') && !action.href.startsWith('//') ? action.href : null;
    default:
      return null;
  }
}

/**
 * The AI consultant (customer-account: AI chat page): our own assistant, not a frame. A welcome
 * with suggested questions, the conversation, the answer's buttons (book with the choices made,
 * open a service or product, a link, talk to staff), a loading line while it answers, and an
 * error with 'Thử lại' (asks again) and 'Quay lại'. Guests may use it; the session lives in
 * sessionStorage so a reload continues it.
 */
export function AiConsultant({ embedded = false }: AiConsultantProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const [session, setSession] = useState<StoredSession>(() => readSession());
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ question: string; error: unknown } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => writeSession(session), [session]);

  // After a reload, the server's transcript (when it has one) replaces the kept copy.
  const initialSession = useRef(session.sessionId);
  useEffect(() => {
    const sessionId = initialSession.current;
    if (!sessionId) return;
    const controller = new AbortController();
    loadTranscript(sessionId, controller.signal)
      .then((turns) => {
        if (turns.length > 0)
          setSession((current) =>
            current.sessionId === sessionId ? { sessionId, turns } : current,
          );
      })
      // No transcript to read: the copy kept in this tab stays.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const ask = useCallback(
    (question: string, options: { again?: boolean } = {}) => {
      setFailure(null);
      setPending(question);
      if (!options.again) {
        setSession((current) => ({
          ...current,
          turns: [
            ...current.turns,
            { id: newId(), role: 'user', text: question, at: new Date().toISOString() },
          ],
        }));
      }
      const send = (sessionId: string | null): Promise<void> =>
        askAssistant(question, sessionId).then((reply) => {
          setSession((current) => ({
            sessionId: reply.session_id,
            turns: [
              ...current.turns,
              {
                id: newId(),
                role: 'assistant',
                text: reply.reply,
                actions: reply.actions,
                at: new Date().toISOString(),
              },
            ],
          }));
        });
      return send(session.sessionId)
        .catch((error: unknown) => {
          // The session ended on the server: the question opens a new one.
          if (session.sessionId && error instanceof ApiError && error.status === 404) {
            setSession((current) => ({ ...current, sessionId: null }));
            return send(null);
          }
          throw error;
        })
        .catch((error: unknown) => {
          if (mounted.current) setFailure({ question, error });
        })
        .finally(() => {
          if (mounted.current) setPending(null);
        });
    },
    [session.sessionId],
  );

  const startOver = () => {
    clearSession();
    setFailure(null);
    setSession({ sessionId: null, turns: [] });
  };

  const goBack = () => {
    if (embedded) {
      // Dismiss: the unanswered question goes away.
      setFailure(null);
      setSession((current) => {
        const last = current.turns.at(-1);
        return last?.role === 'user' ? { ...current, turns: current.turns.slice(0, -1) } : current;
      });
      return;
    }
    // Back where the visitor came from inside the site; the home page when this tab opened here.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  };

  // Back from the login a guest was sent to for a person (`?handover=1`): hand over once, and
  // leave that address out of the history.
  const wantsHandover = params.get('handover') === '1';
  const handover = useMutation({
    mutationFn: (input: { sessionId: string; replace: boolean }) => handOver(input.sessionId),
    onSuccess: ({ conversation_id }, { replace }) => {
      toast.success(M.handedOver);
      // Staff have the conversation now; the consultant starts afresh (a transcript still
      // loading no longer matches and is dropped).
      setSession({ sessionId: null, turns: [] });
      clearSession();
      void navigate(`/tin-nhan?conversation=${conversation_id}`, { replace });
    },
    onError: (error) => void message.error(errorText(error, M.aiFailed)),
  });
  const startHandover = handover.mutate;

  const requestHandover = () => {
    const sessionId = session.sessionId;
    if (!sessionId) return;
    if (!user) {
      toast.info(M.handoverLoginRequired);
      void navigate(
        `/customer/login?redirect=${encodeURIComponent(`${location.pathname}?handover=1`)}`,
      );
      return;
    }
    startHandover({ sessionId, replace: false });
  };

  const autoHandover = useRef(false);
  const sessionId = session.sessionId;
  useEffect(() => {
    if (!wantsHandover || !user || autoHandover.current) return;
    autoHandover.current = true;
    if (sessionId) {
      startHandover({ sessionId, replace: true });
      return;
    }
    // Nothing to hand over (already done): just drop the request from the address.
    void setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('handover');
        return next;
      },
      { replace: true },
    );
  }, [wantsHandover, user, sessionId, startHandover, setParams]);

  const messages = useMemo(() => asMessages(session.turns), [session.turns]);
  const started = session.turns.length > 0;

  const renderActions = (item: ChatMessageDto) => {
    const actions = item.actions;
    if (item.sender_type !== 'assistant' || !actions?.length) return null;
    return (
      <div className={styles.actions}>
        {actions.map((action, index) => {
          const key = `${action.kind}-${index}`;
          const path = actionPath(action);
          if (action.kind === 'handover') {
            return (
              <Button
                key={key}
                size="small"
                icon={ACTION_ICONS.handover}
                loading={handover.isPending}
                onClick={requestHandover}
              >
                {action.label || 'Nói chuyện với nhân viên'}
              </Button>
            );
          }
          if (path) {
            return (
              <LinkButton
                key={key}
                to={path}
                size="small"
                type={action.kind === 'book' ? 'primary' : 'default'}
                icon={ACTION_ICONS[action.kind]}
              >
                {action.label}
              </LinkButton>
            );
          }
          if (action.kind === 'link') {
            return (
              <Button
                key={key}
                size="small"
                icon={ACTION_ICONS.link}
                href={action.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {action.label}
              </Button>
            );
          }
          return null;
        })}
      </div>
    );
  };

  return (
    <section
      className={`${styles.box} ${embedded ? styles.embedded : ''}`}
      aria-label="Trợ lý tư vấn"
      data-testid="ai-consultant"
    >
      <header className={styles.header}>
        <Avatar size={36} icon={<RobotOutlined />} className={styles.headerAvatar} />
        <div className={styles.headerText}>
          <strong>Trợ lý tư vấn</strong>
          <span>Trả lời ngay về giá, lịch trống và chi nhánh</span>
        </div>
        {started ? (
          <Button
            type="text"
            size="small"
            icon={<PlusOutlined />}
            onClick={startOver}
            disabled={pending !== null}
          >
            Hỏi lại từ đầu
          </Button>
        ) : null}
      </header>
      <MessageThread
        messages={messages}
        viewer="customer"
        renderFooter={renderActions}
        label="Hỏi đáp với trợ lý tư vấn"
        intro={
          <>
            <ChatBubble tone="assistant" testId="ai-welcome">
              <p className={styles.text}>{WELCOME}</p>
            </ChatBubble>
            {started ? null : (
              <div className={styles.chips} aria-label="Câu hỏi gợi ý" role="group">
                {SUGGESTED_QUESTIONS.map((question) => (
                  <Button
                    key={question}
                    shape="round"
                    className={styles.chip}
                    disabled={pending !== null}
                    onClick={() => void ask(question)}
                  >
                    {question}
                  </Button>
                ))}
              </div>
            )}
          </>
        }
      >
        {pending !== null ? (
          <ChatBubble tone="assistant" showSender={false} testId="ai-typing">
            <span className={styles.typing} role="status">
              <span className={styles.dots} aria-hidden="true">
                <i />
                <i />
                <i />
              </span>
              Trợ lý đang trả lời…
            </span>
          </ChatBubble>
        ) : null}
        {failure ? (
          <Alert
            className={styles.error}
            type="error"
            showIcon
            title={errorText(failure.error, M.aiFailed)}
            data-testid="ai-error"
            action={
              <span className={styles.errorActions}>
                <Button
                  size="small"
                  type="primary"
                  onClick={() => void ask(failure.question, { again: true })}
                >
                  Thử lại
                </Button>
                <Button size="small" onClick={goBack}>
                  Quay lại
                </Button>
              </span>
            }
          />
        ) : null}
      </MessageThread>
      <ChatComposer
        onSend={async (text) => {
          void ask(text);
        }}
        sendDisabled={pending !== null}
        maxLength={AI_CHAT_LIMITS.messageMax}
        maxMessage={M.aiMessageMax}
        placeholder="Nhập câu hỏi… (Enter để gửi)"
        label="Câu hỏi cho trợ lý"
        // Not on a phone: the keyboard would cover the page before it is read.
        autoFocus={!embedded && !window.matchMedia('(max-width: 767px)').matches}
      />
    </section>
  );
}
