import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

/** A list that failed to load: 'Lỗi tải dữ liệu', the reason, and 'Thử lại'. */
export function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title="Lỗi tải dữ liệu"
      description={error.message}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          Thử lại
        </Button>
      }
    />
  );
}
