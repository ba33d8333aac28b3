import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_LIMITS, SEARCH_MESSAGES, cutText } from '@salon/shared';
import { App, Empty, Input, Modal, Spin, type InputRef } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/Price';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSiteSearch } from '../api/search';
import styles from './search-modal.module.css';

interface ResultItem {
  key: string;
  href: string;
  name: string;
  description: string | null;
  image: string | undefined;
  price: { price: number; final_price: number; discount_percentage: number; is_on_sale: boolean };
}

/** Arrow keys move between the input and the result links. */
function moveFocus(
  event: KeyboardEvent<HTMLElement>,
  list: HTMLElement | null,
  focusInput: () => void,
) {
  if (!list || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  const links = Array.from(list.querySelectorAll<HTMLAnchorElement>('a[data-result]'));
  if (links.length === 0) return;
  event.preventDefault();
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    event.key === 'ArrowDown' ? Math.min(current + 1, links.length - 1) : Math.max(current - 1, -1);
  if (next === -1) focusInput();
  else links[next]?.focus();
}

function ResultGroup({
  title,
  items,
  onPick,
}: {
  title: string;
  items: ResultItem[];
  onPick: () => void;
}) {
  if (items.length === 0) return null;
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.href} className={styles.result} onClick={onPick} data-result>
              {item.image ? (
                <img src={item.image} alt="" width={56} height={42} loading="lazy" />
              ) : (
                <span className={styles.noImage} />
              )}
              <span className={styles.resultText}>
                <span className={styles.resultName}>{item.name}</span>
                {item.description ? (
                  <span className={styles.resultDescription}>
                    {cutText(item.description, SEARCH_LIMITS.descriptionMax)}
                  </span>
                ) : null}
              </span>
              <span className={styles.resultPrice}>
                <Price {...item.price} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The header search: one input; 500 ms after typing stops, services and products matching the
 * trimmed term are listed, each linking to its page.
 */
export default function SearchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term.trim(), SEARCH_LIMITS.debounceMs);
  const search = useSiteSearch(debounced);
  const inputRef = useRef<InputRef>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusInput = () => inputRef.current?.focus();

  useEffect(() => {
    if (search.isError) void message.error(SEARCH_MESSAGES.failed);
  }, [search.isError, search.errorUpdatedAt, message]);

  const results = search.isError ? undefined : search.data;
  const services: ResultItem[] = (results?.services ?? []).map((s) => ({
    key: `s${s.id}`,
    href: `/dich-vu/${s.slug}`,
    name: s.name,
    description: s.short_description,
    image: s.thumbnail_urls[0] ?? s.image_urls[0],
    price: s,
  }));
  const products: ResultItem[] = (results?.products ?? []).map((p) => ({
    key: `p${p.id}`,
    href: `/san-pham/${p.slug}`,
    name: p.name,
    description: p.short_description,
    image: p.thumbnail_urls[0] ?? p.image_urls[0],
    price: p,
  }));
  const waiting = term.trim() !== debounced || (debounced !== '' && search.isFetching);
  const empty = debounced !== '' && !waiting && services.length + products.length === 0;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title="Tìm kiếm"
      width={640}
      className={styles.modal}
      afterOpenChange={(visible) => {
        if (visible) focusInput();
      }}
      destroyOnHidden={false}
    >
      <Input
        ref={inputRef}
        size="large"
        allowClear
        autoFocus
        prefix={<SearchOutlined />}
        placeholder={SEARCH_MESSAGES.placeholder}
        aria-label="Từ khóa tìm kiếm"
        maxLength={SEARCH_LIMITS.termMax}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={(event) => moveFocus(event, listRef.current, focusInput)}
      />
      <div
        ref={listRef}
        className={styles.results}
        onKeyDown={(event) => moveFocus(event, listRef.current, focusInput)}
        aria-live="polite"
        aria-busy={waiting}
      >
        {debounced === '' && term.trim() === '' ? (
          <p className={styles.hint}>{SEARCH_MESSAGES.prompt}</p>
        ) : waiting ? (
          <div className={styles.loading}>
            <Spin /> <span>Đang tìm kiếm…</span>
          </div>
        ) : empty ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              search.isError ? SEARCH_MESSAGES.failed : SEARCH_MESSAGES.noResults(debounced)
            }
          />
        ) : (
          <>
            <ResultGroup title="Dịch vụ" items={services} onPick={onClose} />
            <ResultGroup title="Sản phẩm" items={products} onPick={onClose} />
          </>
        )}
      </div>
    </Modal>
  );
}
