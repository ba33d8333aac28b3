import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';

/* The modal's code loads on the first open, not with the page. */
const SearchModal = lazy(() => import('../../../features/search/components/SearchModal'));

/** The header's search button and, once opened, its modal. */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        type="text"
        size="large"
        icon={<SearchOutlined />}
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
