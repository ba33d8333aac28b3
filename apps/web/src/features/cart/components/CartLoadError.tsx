import { CART_MESSAGES } from '@salon/shared';
import { Button, Result } from 'antd';

export function CartLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={CART_MESSAGES.loadFailed}
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          Thử lại
        </Button>
      }
    />
  );
}
