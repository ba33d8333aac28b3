import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { useNavigate } from 'react-router';
import { Breadcrumb, Button, Icon } from '../../../../ui';
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
      <Button icon={<Icon icon={ArrowLeftOutlined} />} onClick={back} className={styles.back}>
        Quay lại
      </Button>
      <Breadcrumb
        items={[
          { label: 'Trang chủ', to: '/' },
          { label: list.label, to: list.to },
          ...(category
            ? [{ label: category.name, to: `${list.to}?category=${category.slug}` }]
            : []),
          ...(name ? [{ label: name }] : []),
        ]}
      />
    </div>
  );
}
