import { Button, Result } from 'antd';

/** Shown when a page fails to load or render (e.g. a new version was deployed meanwhile). */
export function RouteError() {
  return (
    <Result
      status="500"
      title="Đã có lỗi xảy ra"
      subTitle="Không thể hiển thị trang này. Vui lòng tải lại trang hoặc quay về trang chủ."
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          Tải lại trang
        </Button>,
        <Button key="home" href="/">
          Về trang chủ
        </Button>,
      ]}
    />
  );
}
