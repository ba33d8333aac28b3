import { RobotOutlined } from '@ant-design/icons';
import {
  CHAT_PRIORITY_LABELS,
  CHAT_STATUS_LABELS,
  type ChatPriority,
  type ChatStatus,
} from '@salon/shared';
import { Tag } from 'antd';

export const PRIORITY_COLORS: Record<ChatPriority, string> = {
  urgent: 'red',
  high: 'orange',
  normal: 'blue',
  low: 'default',
};

const STATUS_COLORS: Record<ChatStatus, string> = {
  active: 'green',
  closed: 'default',
  archived: 'purple',
};

export function PriorityTag({ priority }: { priority: ChatPriority }) {
  return (
    <Tag color={PRIORITY_COLORS[priority]} data-priority={priority}>
      {CHAT_PRIORITY_LABELS[priority]}
    </Tag>
  );
}

export function ChatStatusTag({ status }: { status: ChatStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{CHAT_STATUS_LABELS[status]}</Tag>;
}

/** The AI consultant's session (a read-only transcript until the customer asks for a person). */
export const ASSISTANT_LABEL = 'Trợ lý AI';

export function AssistantTag() {
  return (
    <Tag color="geekblue" icon={<RobotOutlined />}>
      {ASSISTANT_LABEL}
    </Tag>
  );
}
