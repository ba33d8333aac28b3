import { Alert, Button } from 'antd';

/** A list that failed to load: the message and a retry. */
export function ListError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={error.message}
      action={
        <Button size="small" onClick={onRetry}>
          Thử lại
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
