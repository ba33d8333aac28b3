import { Empty, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { SlidersTab } from '../components/sliders/SlidersTab';
import styles from './ui-management.module.css';

/** Tabs that later work fills in; until then they say so. */
function ComingSoon({ what }: { what: string }) {
  return (
    <Empty
      className={styles.comingSoon}
      description={
        <>
          <strong>Sắp ra mắt</strong>
          <br />
          Chức năng quản lý {what} đang được xây dựng. Trong lúc chờ, bạn có thể quản lý slider ở
          thẻ Slider.
        </>
      }
    />
  );
}

const TABS = [
  { key: 'topics', label: 'Chủ đề', children: <ComingSoon what="chủ đề" /> },
  { key: 'posts', label: 'Bài viết', children: <ComingSoon what="bài viết" /> },
  { key: 'post-categories', label: 'Danh mục', children: <ComingSoon what="danh mục bài viết" /> },
  { key: 'pages', label: 'Trang đơn', children: <ComingSoon what="trang đơn" /> },
  { key: 'sliders', label: 'Slider', children: <SlidersTab /> },
];

/** Quản lý Giao diện (/admin/ui-management): the site's content, one tab per kind. */
export function UiManagementPage() {
  usePageTitle('Quản lý Giao diện');
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.key === params.get('tab')) ? params.get('tab') : 'sliders';
  return (
    <div>
      <h1 className={styles.title}>Quản lý Giao diện</h1>
      <Tabs
        activeKey={tab ?? 'sliders'}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={TABS}
      />
    </div>
  );
}
