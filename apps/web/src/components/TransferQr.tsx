import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ORDER_PAGE_TEXT as T } from '../order-page-text';
import styles from './order-detail.module.css';

/** Draws the VietQR payload as a PNG data URL (the QR library loads only on this page). */
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

/** Saves the QR as `VietQR-<order number>.png`. */
function download(url: string, orderNumber: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = `VietQR-${orderNumber}.png`;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function TransferQr({ payload, orderNumber }: { payload: string; orderNumber: string }) {
  const qr = useQrImage(payload);
  const { message } = App.useApp();

  if (qr.isError) return <Alert type="warning" showIcon title={T.qrFailed} />;
  return (
    <div className={styles.qr}>
      {qr.data ? (
        <img
          src={qr.data}
          alt={`Mã VietQR thanh toán đơn ${orderNumber}`}
          className={styles.qrImage}
          data-testid="order-qr"
        />
      ) : (
        <Skeleton.Node active className={styles.qrImage} />
      )}
      <Button
        icon={<DownloadOutlined />}
        disabled={!qr.data}
        onClick={() => {
          if (!qr.data) return;
          try {
            download(qr.data, orderNumber);
            void message.success(T.qrDownloaded);
          } catch {
            void message.error(T.qrDownloadFailed);
          }
        }}
      >
        Tải mã QR
      </Button>
    </div>
  );
}
