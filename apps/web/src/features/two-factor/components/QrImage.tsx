import { Alert, Skeleton } from 'antd';
import { useEffect, useState } from 'react';

/** A QR code of `text`, drawn in the browser (the library loads only where one is shown). */
export function QrImage({ text, alt, size = 200 }: { text: string; alt: string; size?: number }) {
  const [state, setState] = useState<{ text: string; url: string | null; failed: boolean }>({
    text: '',
    url: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((QRCode) => QRCode.toDataURL(text, { width: size * 2, margin: 1 }))
      .then((url) => live && setState({ text, url, failed: false }))
      .catch(() => live && setState({ text, url: null, failed: true }));
    return () => {
      live = false;
    };
  }, [text, size]);
  if (state.failed) {
    return <Alert type="warning" showIcon title="Không thể tạo mã QR. Hãy nhập khóa bên dưới." />;
  }
  if (state.text !== text || !state.url) {
    return <Skeleton.Image active style={{ width: size, height: size }} />;
  }
  return <img src={state.url} alt={alt} width={size} height={size} data-testid="two-factor-qr" />;
}
