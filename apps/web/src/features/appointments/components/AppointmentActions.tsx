import {
  CalendarOutlined,
  CloseCircleOutlined,
  EyeOutlined,
  RedoOutlined,
  StarOutlined,
} from '@ant-design/icons';
import type { AppointmentSummary } from '@salon/shared';
import { Button } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import { detailPath, rebookPath } from '../appointment-format';
import type { AppointmentActionKind } from './AppointmentActionModal';

/** The buttons of one appointment: only those the server says the customer may use now. */
export function AppointmentActions({
  appointment,
  onAction,
  showDetail = true,
  size = 'middle',
}: {
  appointment: AppointmentSummary;
  onAction: (kind: AppointmentActionKind, appointment: AppointmentSummary) => void;
  showDetail?: boolean;
  size?: 'small' | 'middle';
}) {
  return (
    <>
      {showDetail ? (
        <LinkButton size={size} icon={<EyeOutlined />} to={detailPath(appointment.id)}>
          Chi tiết
        </LinkButton>
      ) : null}
      {appointment.can_reschedule ? (
        <Button
          size={size}
          icon={<CalendarOutlined />}
          onClick={() => onAction('reschedule', appointment)}
        >
          Đổi lịch
        </Button>
      ) : null}
      {appointment.can_cancel ? (
        <Button
          size={size}
          danger
          icon={<CloseCircleOutlined />}
          onClick={() => onAction('cancel', appointment)}
        >
          Hủy lịch
        </Button>
      ) : null}
      {appointment.can_review ? (
        <Button
          size={size}
          type="primary"
          icon={<StarOutlined />}
          onClick={() => onAction('review', appointment)}
        >
          Đánh giá
        </Button>
      ) : null}
      {appointment.can_rebook ? (
        <LinkButton size={size} icon={<RedoOutlined />} to={rebookPath(appointment)}>
          Đặt lại
        </LinkButton>
      ) : null}
    </>
  );
}
