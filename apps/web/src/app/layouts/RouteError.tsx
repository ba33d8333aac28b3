import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { StatusScreen } from '../../components/StatusScreen';
import { Button, ButtonLink, Icon } from '../../ui';

/** Shown when a page fails to load or render (e.g. a new version was deployed meanwhile). */
export function RouteError() {
  return (
    <StatusScreen
      icon={
        <span style={{ color: '#ff4d4f' }}>
          <Icon icon={WarningOutlined} />
        </span>
      }
      title="Đã có lỗi xảy ra"
      description="Không thể hiển thị trang này. Vui lòng tải lại trang hoặc quay về trang chủ."
      actions={
        <>
          <Button variant="primary" onClick={() => window.location.reload()}>
            Tải lại trang
          </Button>
          <ButtonLink href="/">Về trang chủ</ButtonLink>
        </>
      }
    />
  );
}
