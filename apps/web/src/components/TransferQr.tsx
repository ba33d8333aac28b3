import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Skeleton } from 'antd';
import styles from './transfer-qr.module.css';

const TEXT = {
  failed: 'Không thể tạo mã QR. Vui lòng chuyển khoản theo thông tin bên dưới.',
  downloadFailed: 'Không thể tải mã QR xuống, vui lòng thử lại hoặc chụp màn hình.',
  downloaded: 'Đã tải mã QR xuống',
};

/** Draws the VietQR payload as a PNG data URL (the QR library loads only where one is shown). */
function useQrImage(payload: string) {
  return useQuery({
    queryKey: ['vietqr', payload],
    queryFn: async () => {
      const QRCode = await import('qrcode');
      return QRCode.toDataURL(payload, { width: 480, margin: 2, errorCorrectionLevel: 'M' });
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** Saves the QR as `<fileName>.png`. */
function download(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.png`;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** A VietQR image with its download button (the order page, the checkout's transfer panel). */
export function TransferQr({
  payload,
  fileName,
  alt,
  testId = 'order-qr',
}: {
  payload: string;
  /** Without `.png`. */
  fileName: string;
  alt: string;
  testId?: string;
}) {
  const qr = useQrImage(payload);
  const { message } = App.useApp();

  if (qr.isError) return <Alert type="warning" showIcon title={TEXT.failed} />;
  return (
    <div className={styles.qr}>
      {qr.data ? (
        <img src={qr.data} alt={alt} className={styles.qrImage} data-testid={testId} />
      ) : (
        <Skeleton.Node active className={styles.qrImage} />
      )}
      <Button
        icon={<DownloadOutlined />}
        disabled={!qr.data}
        onClick={() => {
          if (!qr.data) return;
          try {
            download(qr.data, fileName);
            void message.success(TEXT.downloaded);
          } catch {
            void message.error(TEXT.downloadFailed);
          }
        }}
      >
        Tải mã QR
      </Button>
    </div>
  );
}
