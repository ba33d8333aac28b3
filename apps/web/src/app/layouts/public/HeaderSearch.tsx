import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { Suspense, useState } from 'react';
import { lazyInAntdScope } from '../../lazy-in-antd-scope';
import { Button, Icon } from '../../../ui';
import styles from './public-layout.module.css';

/* The modal's code (and Ant Design's) loads on the first open, not with the page. */
const SearchModal = lazyInAntdScope(
  async () => (await import('../../../features/search/components/SearchModal')).default,
);

/** The header's search button and, once opened, its modal. */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="text"
        className={styles.iconButton}
        icon={<Icon icon={SearchOutlined} />}
        aria-label="Tìm kiếm"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used ? (
        <Suspense fallback={null}>
          <SearchModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
