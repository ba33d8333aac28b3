import {
  ArrowLeftOutlined,
  CloseCircleOutlined,
  HistoryOutlined,
  IdcardOutlined,
  MoreOutlined,
  PhoneOutlined,
  UserAddOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import {
  adminCloseConversationSchema,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_PRIORITIES,
  CHAT_PRIORITY_LABELS,
  formatPhone,
  type ChatConversationDto,
  type ChatPriority,
} from '@salon/shared';
import { Alert, App, Avatar, Button, Dropdown, Empty, Grid, Select, Skeleton, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { ReasonModal } from '../../../components/ReasonModal';
import { errorText } from '../../../lib/api-client';
import {
  useAdminConversation,
  useAssignConversation,
  useCloseConversation,
  useConversationMessages,
  useLoadOlderMessages,
  useSendFile,
  useSendMessage,
  useUpdatePriority,
} from '../api/chat-admin';
import { ChatComposer, ClosedConversationNotice, MessageThread } from '../../chat/components';
import { customerName, isWritable } from '../chat-logic';
import { AssignModal } from './AssignModal';
import { AssistantTag, ChatStatusTag } from './chat-tags';
import { failureToast } from './failure-toast';
import { SendFileModal } from './SendFileModal';
import styles from './chat-admin.module.css';

type Dialog = { kind: 'assign' } | { kind: 'close' } | { kind: 'file'; file: File } | null;

/** The right side: the open conversation's header, messages and composer (or why there is none). */
export function ChatWindow({
  id,
  me,
  initial,
  onBack,
}: {
  id: number;
  me: { id: number; name: string };
  /** The list's copy, shown until the conversation itself has loaded. */
  initial: ChatConversationDto | undefined;
  /** Back to the list (a button on a phone, where the list is hidden). */
  onBack: () => void;
}) {
  const { message } = App.useApp();
  const phone = Grid.useBreakpoint().md === false;
  const detail = useAdminConversation(id);
  const messages = useConversationMessages(id);
  const older = useLoadOlderMessages(id);
  const send = useSendMessage(id);
  const sendFile = useSendFile(id);
  const assign = useAssignConversation(id);
  const close = useCloseConversation(id);
  const priority = useUpdatePriority(id);
  const [dialog, setDialog] = useState<Dialog>(null);

  const conversation = detail.data ?? initial;
  const back = phone ? (
    <Button
      type="text"
      icon={<ArrowLeftOutlined />}
      aria-label="Quay lại danh sách"
      onClick={onBack}
    />
  ) : null;

  if (!conversation) {
    return (
      <section className={styles.pane} aria-label="Cuộc trò chuyện">
        {detail.isError ? (
          <>
            {back ? <div className={styles.header}>{back}</div> : null}
            <Alert
              className={styles.notice}
              type="error"
              showIcon
              title={errorText(detail.error, CHAT_MESSAGES.conversationNotFound)}
              action={
                <Button size="small" onClick={() => void detail.refetch()}>
                  Thử lại
                </Button>
              }
            />
          </>
        ) : (
          <div style={{ padding: 16 }}>
            <Skeleton avatar active paragraph={{ rows: 4 }} />
          </div>
        )}
      </section>
    );
  }

  const writable = isWritable(conversation);
  const name = customerName(conversation);
  const underDevelopment = () => void message.info(CHAT_MESSAGES.underDevelopment);

  const sendText = async (text: string) => {
    try {
      await send.mutateAsync(text);
      void message.success(CHAT_MESSAGES.adminSent, 1.5);
    } catch (error) {
      failureToast(message, CHAT_MESSAGES.adminSendFailed, error);
      throw error;
    }
  };

  const uploadFile = async (file: File, caption: string) => {
    try {
      await sendFile.mutateAsync({ file, caption });
      void message.success(CHAT_MESSAGES.adminFileSent);
      setDialog(null);
    } catch (error) {
      failureToast(message, CHAT_MESSAGES.adminSendFileFailed, error);
    }
  };

  const doAssign = async (adminId: number) => {
    try {
      await assign.mutateAsync(adminId);
      void message.success(CHAT_MESSAGES.assigned);
      setDialog(null);
    } catch (error) {
      failureToast(message, CHAT_MESSAGES.assignFailed, error);
    }
  };

  const changePriority = async (value: ChatPriority) => {
    try {
      await priority.mutateAsync(value);
      void message.success(`Đã đổi mức ưu tiên thành ${CHAT_PRIORITY_LABELS[value]}`);
    } catch (error) {
      failureToast(message, 'Không thể đổi mức ưu tiên', error);
    }
  };

  const soon: { key: string; label: string; icon: ReactNode }[] = [
    { key: 'call', label: 'Gọi điện', icon: <PhoneOutlined /> },
    { key: 'video', label: 'Gọi video', icon: <VideoCameraOutlined /> },
    { key: 'history', label: 'Lịch sử', icon: <HistoryOutlined /> },
    { key: 'customer', label: 'Thông tin khách hàng', icon: <IdcardOutlined /> },
  ];
  const manage: { key: string; label: string; icon: ReactNode; danger?: boolean }[] = writable
    ? [
        { key: 'assign', label: 'Phân công', icon: <UserAddOutlined /> },
        {
          key: 'close',
          label: 'Đóng cuộc trò chuyện',
          icon: <CloseCircleOutlined />,
          danger: true,
        },
      ]
    : [];
  const act = (key: string) => {
    if (key === 'assign') setDialog({ kind: 'assign' });
    else if (key === 'close') setDialog({ kind: 'close' });
    else underDevelopment();
  };

  const phoneNumber = conversation.customer?.phone;
  const contact = [phoneNumber ? formatPhone(phoneNumber) : null, conversation.customer?.email]
    .filter(Boolean)
    .join(' · ');

  return (
    <section
      className={styles.pane}
      aria-label={`Cuộc trò chuyện với ${name}`}
      data-testid="chat-window"
      data-status={conversation.status}
    >
      <header className={styles.header}>
        <div className={styles.headerTop}>
          {back}
          <Avatar src={conversation.customer?.avatar ?? undefined} size={phone ? 36 : 40} alt="">
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <div className={styles.headerInfo}>
            <div className={styles.headerName}>
              <span data-testid="chat-window-name">{name}</span>
            </div>
          </div>
          <div className={styles.headerActions}>
            {phone ? (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    ...manage,
                    ...(manage.length ? [{ type: 'divider' as const }] : []),
                    ...soon,
                  ],
                  onClick: ({ key }) => act(key),
                }}
              >
                <Button type="text" icon={<MoreOutlined />} aria-label="Thao tác khác" />
              </Dropdown>
            ) : (
              <>
                {soon.map((item) => (
                  <Tooltip key={item.key} title={item.label}>
                    <Button
                      type="text"
                      icon={item.icon}
                      aria-label={item.label}
                      onClick={() => act(item.key)}
                    />
                  </Tooltip>
                ))}
                {manage.map((item) => (
                  <Button
                    key={item.key}
                    icon={item.icon}
                    danger={item.danger}
                    onClick={() => act(item.key)}
                  >
                    {item.key === 'close' ? 'Đóng' : item.label}
                  </Button>
                ))}
              </>
            )}
          </div>
        </div>
        <div className={styles.headerMeta}>
          <ChatStatusTag status={conversation.status} />
          {conversation.handled_by === 'assistant' ? <AssistantTag /> : null}
          {writable ? (
            <Select<ChatPriority>
              size="small"
              aria-label="Mức ưu tiên của cuộc trò chuyện"
              value={conversation.priority}
              loading={priority.isPending}
              onChange={(value) => void changePriority(value)}
              options={CHAT_PRIORITIES.map((p) => ({ value: p, label: CHAT_PRIORITY_LABELS[p] }))}
              style={{ width: 130 }}
              popupMatchSelectWidth={false}
            />
          ) : (
            <span>Ưu tiên: {CHAT_PRIORITY_LABELS[conversation.priority]}</span>
          )}
          <span data-testid="chat-window-admin">
            {conversation.admin ? `Phụ trách: ${conversation.admin.name}` : 'Chưa phân công'}
          </span>
          {contact ? <span>{contact}</span> : null}
        </div>
      </header>

      {messages.isPending ? (
        <div className={styles.messages} aria-busy="true">
          <Skeleton active paragraph={{ rows: 2 }} />
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
      ) : messages.isError && !messages.data ? (
        <div className={styles.messages}>
          <Alert
            type="error"
            showIcon
            title={CHAT_MESSAGES.loadMessagesFailed}
            description={errorText(messages.error, CHAT_MESSAGES.loadMessagesFailed)}
            action={
              <Button size="small" onClick={() => void messages.refetch()}>
                Thử lại
              </Button>
            }
          />
        </div>
      ) : (
        <div className={styles.threadBox}>
          <MessageThread
            messages={messages.data?.messages ?? []}
            viewer="staff"
            hasMore={messages.data?.has_more ?? false}
            loadingOlder={older.isPending}
            onLoadOlder={() => {
              const first = messages.data?.messages[0];
              if (first) {
                older.mutate(first.id, {
                  onError: (error) =>
                    failureToast(message, CHAT_MESSAGES.loadMessagesFailed, error),
                });
              }
            }}
            renderFooter={(m) =>
              // Staff messages are all on the right: a colleague's carries their name.
              m.sender_type === 'staff' && m.sender && m.sender.id !== me.id ? (
                <span>{m.sender.name}</span>
              ) : null
            }
            empty={
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có tin nhắn nào" />
            }
            label={`Tin nhắn với ${name}`}
          />
        </div>
      )}

      {writable ? (
        <ChatComposer
          onSend={sendText}
          onSendFile={async (file) => setDialog({ kind: 'file', file })}
          maxLength={CHAT_LIMITS.messageMax}
        />
      ) : (
        <ClosedNotice conversation={conversation} />
      )}

      {dialog?.kind === 'assign' ? (
        <AssignModal
          me={me}
          currentAdminId={conversation.admin_id}
          saving={assign.isPending}
          onAssign={(adminId) => void doAssign(adminId)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'close' ? (
        <ReasonModal
          title="Đóng cuộc trò chuyện"
          okText="Đóng cuộc trò chuyện"
          label="Lý do đóng"
          schema={adminCloseConversationSchema.shape.reason}
          maxLength={CHAT_LIMITS.closeReasonMax}
          placeholder="Không bắt buộc, ví dụ: Đã giải đáp xong"
          hint="Khách hàng sẽ thấy cuộc trò chuyện đã đóng và không thể gửi thêm tin nhắn."
          failedTitle={CHAT_MESSAGES.closeFailed}
          successMessage={CHAT_MESSAGES.closed}
          mutation={close}
          onSubmit={(reason) => close.mutateAsync(reason)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'file' ? (
        <SendFileModal
          file={dialog.file}
          sending={sendFile.isPending}
          onSend={(caption) => void uploadFile(dialog.file, caption)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}

/** Why there is no composer: closed (with its time and reason), archived, or the AI's session. */
function ClosedNotice({ conversation }: { conversation: ChatConversationDto }) {
  if (conversation.status === 'closed') {
    return (
      <ClosedConversationNotice
        closedAt={conversation.closed_at}
        reason={conversation.close_reason}
      >
        <span>Khách hàng không thể gửi thêm tin nhắn trong cuộc trò chuyện này.</span>
      </ClosedConversationNotice>
    );
  }
  if (conversation.status === 'archived') {
    return (
      <Alert
        className={styles.notice}
        type="warning"
        showIcon
        data-testid="chat-closed"
        title="Cuộc trò chuyện đã được lưu trữ"
        description={conversation.close_reason ? `Lý do: ${conversation.close_reason}` : undefined}
      />
    );
  }
  return (
    <Alert
      className={styles.notice}
      type="info"
      showIcon
      data-testid="chat-assistant-notice"
      title="Bản ghi phiên tư vấn của Trợ lý AI (chỉ xem)"
      description="Khách hàng đang trò chuyện với Trợ lý AI. Khi khách yêu cầu gặp nhân viên, cuộc trò chuyện chuyển sang đây để nhân viên trả lời."
    />
  );
}
