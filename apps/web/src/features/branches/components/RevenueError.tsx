import { BRANCH_MESSAGES as M } from '@salon/shared';
import { Alert, Button } from 'antd';

/** The revenue call failed: what the server said and a retry, never zeros. */
export function RevenueError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      data-testid="revenue-error"
      title={M.revenueLoadFailed}
      description={message === M.revenueLoadFailed ? undefined : message}
      action={
        <Button size="small" onClick={onRetry}>
          Thử lại
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
