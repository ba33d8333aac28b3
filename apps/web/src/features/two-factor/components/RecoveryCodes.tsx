import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button } from 'antd';
import styles from './two-factor.module.css';

/** The recovery codes, shown once: each signs in once when the phone is lost. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      void message.success('Đã sao chép mã khôi phục');
    } catch {
      void message.error('Không thể sao chép. Hãy chép tay các mã.');
    }
  };
  return (
    <div>
      <Alert
        type="warning"
        showIcon
        title="Lưu các mã khôi phục này ở nơi an toàn"
        description="Mỗi mã dùng được một lần để đăng nhập khi bạn không có điện thoại. Các mã chỉ hiển thị lần này."
      />
      <ol className={styles.codes} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          Sao chép
        </Button>
        <Button type="primary" onClick={onDone}>
          Tôi đã lưu các mã
        </Button>
      </div>
    </div>
  );
}
