import { STAFF_MESSAGES as M, type StaffChangeResult } from '@salon/shared';
import { App } from 'antd';
import { Link } from 'react-router';

/**
 * The toast after a change, and, when the change leaves upcoming appointments with a stylist the
 * booking no longer offers, a lasting warning pointing to the appointment desk.
 */
export function useChangeFeedback() {
  const { message, notification } = App.useApp();
  return (result: StaffChangeResult, success: string) => {
    void message.success(success);
    const count = result.upcoming_appointments;
    if (count) {
      notification.warning({
        key: `reassign-${result.member.id}`,
        title: M.reassignTitle,
        description: (
          <>
            <strong>{result.member.name}</strong>: {M.upcomingWarning(count)}{' '}
            <Link to="/admin/appointments">Mở màn hình Lịch hẹn</Link>
          </>
        ),
        duration: 0,
      });
    }
  };
}
