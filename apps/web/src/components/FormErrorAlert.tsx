import { Alert } from 'antd';

/** A form's failure (e.g. 'Đăng nhập thất bại') with the server's message, closable. */
export function FormErrorAlert({
  title,
  error,
  onClose,
}: {
  title: string;
  error: Error | null;
  onClose: () => void;
}) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable={{ onClose }}
      title={title}
      description={error.message}
      style={{ marginBottom: 16 }}
    />
  );
}
