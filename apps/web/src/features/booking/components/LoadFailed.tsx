import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { Alert, Button, Icon } from '../../../ui';

/** A list that failed to load: 'Lỗi tải dữ liệu', the reason, and 'Thử lại'. */
export function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      title="Lỗi tải dữ liệu"
      description={error.message}
      action={
        <Button icon={<Icon icon={ReloadOutlined} />} onClick={onRetry}>
          Thử lại
        </Button>
      }
    />
  );
}
