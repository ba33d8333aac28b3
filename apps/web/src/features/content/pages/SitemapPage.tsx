import { PAGE_SEO } from '@salon/shared';
import { Link } from 'react-router';
import type { PageData } from '../../../app/ssr/page-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { Alert, Button, Empty, SkeletonText } from '../../../ui';
import { sitemapItemsQuery, useSitemapItems, type SitemapItem } from '../api/sitemap-items';
import { ContentCard } from '../components/ContentCard';
import styles from '../components/content.module.css';
import { PageBanner } from '../components/PageBanner';
import sitemap from './sitemap.module.css';

/** Every service and product, linked. */
export const pageData: PageData = async ({ queryClient }) => {
  await queryClient.prefetchQuery(sitemapItemsQuery);
};

const link = (page: keyof typeof PAGE_SEO, label?: string) => {
  const seo = PAGE_SEO[page];
  return { to: seo.paths[0], label: label ?? ('title' in seo ? seo.title : 'Trang chủ') };
};

const PAGE_GROUPS = [
  {
    title: 'Trang chính',
    links: [
      link('home'),
      link('services'),
      link('products'),
      link('booking'),
      link('about'),
      link('contact'),
      link('reviews'),
    ],
  },
  {
    title: 'Hỗ trợ và chính sách',
    links: [
      link('help'),
      { to: '/tro-giup?tab=faq', label: 'Câu hỏi thường gặp' },
      link('aiChat'),
      link('terms'),
      link('privacy'),
      link('sitemap'),
    ],
  },
  {
    title: 'Tài khoản',
    links: [
      link('login'),
      link('register'),
      { to: '/ho-so', label: 'Hồ sơ của tôi' },
      { to: '/lich-hen', label: 'Lịch hẹn của tôi' },
      { to: '/don-hang-cua-toi', label: 'Đơn hàng của tôi' },
      { to: '/thong-bao', label: 'Thông báo' },
      link('cart'),
    ],
  },
];

function ItemLinks({ items, base, empty }: { items: SitemapItem[]; base: string; empty: string }) {
  if (items.length === 0) return <Empty description={empty} />;
  return (
    <ul className={sitemap.columns}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={`${base}${item.slug}`}>{item.name}</Link>
        </li>
      ))}
    </ul>
  );
}

/** `/sitemap`: every public page, and every service and product from the API. */
export function SitemapPage() {
  usePageTitle(PAGE_SEO.sitemap.title);
  const items = useSitemapItems();
  return (
    <>
      <PageBanner
        title="Sơ đồ trang"
        text="Tất cả các trang, dịch vụ và sản phẩm của Salon Tóc Việt."
      />
      <div className={`container ${styles.pageBottom}`}>
        <div className={`${sitemap.groups} ${sitemap.first}`}>
          {PAGE_GROUPS.map((group) => (
            <ContentCard
              key={group.title}
              className={styles.card}
              title={<h2 className={sitemap.groupTitle}>{group.title}</h2>}
            >
              <ul className={sitemap.list}>
                {group.links.map((entry) => (
                  <li key={entry.to}>
                    <Link to={entry.to}>{entry.label}</Link>
                  </li>
                ))}
              </ul>
            </ContentCard>
          ))}
        </div>
        {items.isError ? (
          <Alert
            className={sitemap.first}
            type="error"
            title="Không thể tải danh sách dịch vụ và sản phẩm"
            description={items.error.message}
            action={<Button onClick={() => void items.refetch()}>Thử lại</Button>}
          />
        ) : (
          <div className={`${sitemap.items} ${sitemap.first}`}>
            <ContentCard
              className={styles.card}
              title={<h2 className={sitemap.groupTitle}>Dịch vụ</h2>}
            >
              {items.isPending ? (
                <SkeletonText lines={4} />
              ) : (
                <ItemLinks items={items.data.services} base="/dich-vu/" empty="Chưa có dịch vụ" />
              )}
            </ContentCard>
            <ContentCard
              className={styles.card}
              title={<h2 className={sitemap.groupTitle}>Sản phẩm</h2>}
            >
              {items.isPending ? (
                <SkeletonText lines={4} />
              ) : (
                <ItemLinks items={items.data.products} base="/san-pham/" empty="Chưa có sản phẩm" />
              )}
            </ContentCard>
          </div>
        )}
      </div>
    </>
  );
}
