import {
  CalendarOutlined,
  CloseCircleOutlined,
  EyeOutlined,
  RedoOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { BOOKING_MESSAGES, isLiveStatus, type AppointmentSummary } from '@salon/shared';
import { Button, Tooltip } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import { detailPath, rebookPath, reviewPath } from '../appointment-format';
import type { AppointmentActionKind } from './AppointmentActionModal';

/**
 * The buttons of one appointment: those the server says the customer may use now. A booked
 * appointment too close to its start shows reschedule and cancel disabled, saying why.
 */
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
  const live = isLiveStatus(appointment.status);
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
      ) : live ? (
        <Tooltip title={BOOKING_MESSAGES.rescheduleTooLate}>
          <Button size={size} icon={<CalendarOutlined />} disabled>
            Đổi lịch
          </Button>
        </Tooltip>
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
      ) : live ? (
        <Tooltip title={BOOKING_MESSAGES.cancelTooLate}>
          <Button size={size} danger icon={<CloseCircleOutlined />} disabled>
            Hủy lịch
          </Button>
        </Tooltip>
      ) : null}
      {appointment.can_review ? (
        <LinkButton size={size} type="primary" icon={<StarOutlined />} to={reviewPath(appointment)}>
          Đánh giá
        </LinkButton>
      ) : null}
      {appointment.can_rebook ? (
        <LinkButton size={size} icon={<RedoOutlined />} to={rebookPath(appointment)}>
          Đặt lại
        </LinkButton>
      ) : null}
    </>
  );
}
