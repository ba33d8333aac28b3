import { STAFF_MESSAGES as M, type StaffChangeResult } from '@salon/shared';
import { App, Button } from 'antd';
import { useNavigate } from 'react-router';

/**
 * The toast after a change, and, when the change leaves upcoming appointments with a stylist the
 * booking no longer offers, a lasting warning pointing to the appointment desk.
 */
export function useChangeFeedback() {
  const { message, notification } = App.useApp();
  // Notifications render outside the router, so they navigate through this callback.
  const navigate = useNavigate();
  return (result: StaffChangeResult, success: string) => {
    void message.success(success);
    const count = result.upcoming_appointments;
    if (!count) return;
    const key = `reassign-${result.member.id}`;
    notification.warning({
      key,
      title: M.reassignTitle,
      description: (
        <>
          <strong>{result.member.name}</strong>: {M.upcomingWarning(count)}
        </>
      ),
      actions: (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            notification.destroy(key);
            void navigate('/admin/appointments');
          }}
        >
          Mở màn hình Lịch hẹn
        </Button>
      ),
      duration: 0,
    });
  };
}
