import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

/** A list or page that could not load, with a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          Thử lại
        </Button>
      }
    />
  );
}
