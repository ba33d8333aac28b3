import { ArrowLeftOutlined } from '@ant-design/icons';
import { Breadcrumb, Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import styles from './detail.module.css';

/** Breadcrumbs (home, the list, the category, the item) and a back button. */
export function DetailHeader({
  list,
  category,
  name,
}: {
  list: { to: string; label: string };
  category?: { name: string; slug: string } | null | undefined;
  name?: string | undefined;
}) {
  const navigate = useNavigate();
  const back = () => {
    // Back in history when the visitor came from within the site, else to the list.
    if (window.history.state && (window.history.state as { idx?: number }).idx) {
      void navigate(-1);
    } else {
      void navigate(list.to);
    }
  };
  return (
    <div className={styles.header}>
      <Button icon={<ArrowLeftOutlined />} onClick={back} className={styles.back}>
        Quay lại
      </Button>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          { title: <Link to="/">Trang chủ</Link> },
          { title: <Link to={list.to}>{list.label}</Link> },
          ...(category
            ? [{ title: <Link to={`${list.to}?category=${category.slug}`}>{category.name}</Link> }]
            : []),
          ...(name ? [{ title: name }] : []),
        ]}
      />
    </div>
  );
}
