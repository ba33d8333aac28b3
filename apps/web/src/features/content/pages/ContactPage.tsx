import { PAGE_SEO } from '@salon/shared';
import { lazy, useState } from 'react';
import type { PageData } from '../../../app/ssr/page-data';
import { AfterHydration } from '../../../components/AfterHydration';
import { usePageTitle } from '../../../lib/use-page-title';
import { publicBranchesQuery } from '../../branches/api/public-branches';
import { publicSettingsQuery } from '../../settings/api/public-settings';
import { positionSlidersQuery } from '../api/public-sliders';
import { BookingCta } from '../components/BookingCta';
import { BranchSelector, useContactBranches } from '../components/BranchSelector';
import { ContentCard } from '../components/ContentCard';
import styles from '../components/content.module.css';
import { PageBanner } from '../components/PageBanner';
import { PositionBanner } from '../components/PositionBanner';
import { QuickContactCards } from '../components/QuickContactCards';

/* The form needs Ant Design: it loads once the page is on screen. */
const ContactForm = lazy(() => import('../components/ContactForm'));

/** The settings (hotline, e-mail, address), the banners and the branches. */
export const pageData: PageData = async ({ queryClient }) => {
  await Promise.all([
    queryClient.prefetchQuery(publicSettingsQuery),
    queryClient.prefetchQuery(positionSlidersQuery('contact')),
    queryClient.prefetchQuery(publicBranchesQuery()),
  ]);
};

const HEADING = 'Chúng tôi luôn sẵn sàng lắng nghe';

/** `/lien-he`, `/contact`: the banners of the 'contact' position, else the built-in one. */
export function ContactPage() {
  usePageTitle(PAGE_SEO.contact.title);
  const { branches, isLoading, usingDefaults } = useContactBranches();
  const [branchId, setBranchId] = useState<number | undefined>(undefined);
  const selectedId = branchId ?? branches[0]?.id;

  return (
    <>
      <PositionBanner
        position="contact"
        label="Banner liên hệ"
        heading={HEADING}
        fallback={
          <PageBanner
            eyebrow="Liên hệ"
            title={HEADING}
            text="Cần tư vấn kiểu tóc, hỏi về lịch hẹn, đơn hàng hay muốn góp ý? Gửi tin nhắn hoặc gọi hotline, đội ngũ Salon Tóc Việt sẽ phản hồi sớm nhất."
          />
        }
      />
      <section className={`container ${styles.section}`} aria-label="Thông tin liên hệ nhanh">
        <QuickContactCards />
      </section>
      <section className={`container ${styles.section} ${styles.contactRow}`}>
        <ContentCard className={styles.card} title="Gửi tin nhắn cho chúng tôi">
          <AfterHydration reserve={styles.contactFormBox}>
            <ContactForm branchId={branchId} />
          </AfterHydration>
        </ContentCard>
        <div>
          <BranchSelector
            branches={branches}
            isLoading={isLoading}
            usingDefaults={usingDefaults}
            selectedId={selectedId}
            onSelect={setBranchId}
          />
        </div>
      </section>
      <BookingCta
        title="Muốn đặt lịch ngay?"
        text="Không cần chờ phản hồi: chọn giờ còn trống và đặt lịch trực tuyến chỉ trong một phút."
      />
    </>
  );
}
