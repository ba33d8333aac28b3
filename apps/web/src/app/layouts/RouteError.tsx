import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { StatusScreen } from '../../components/StatusScreen';

/** Shown when a page fails to load or render (e.g. a new version was deployed meanwhile). */
export function RouteError() {
  return (
    <StatusScreen
      icon={<WarningOutlined style={{ color: 'var(--ant-color-error, #ff4d4f)' }} />}
      title="Đã có lỗi xảy ra"
      description="Không thể hiển thị trang này. Vui lòng tải lại trang hoặc quay về trang chủ."
      actions={
        <>
          <Button type="primary" onClick={() => window.location.reload()}>
            Tải lại trang
          </Button>
          <Button href="/">Về trang chủ</Button>
        </>
      }
    />
  );
}
