import { PAGE_SEO } from '@salon/shared';
import { lazy } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageData } from '../../../app/ssr/page-data';
import { AfterHydration } from '../../../components/AfterHydration';
import { usePageTitle } from '../../../lib/use-page-title';
import { Skeleton, SkeletonText } from '../../../ui';
import { prefetchBooking } from '../booking-page-data';
import styles from '../components/booking.module.css';
import { preselectFromSearch } from '../preselect';

/* The wizard (date picker, forms) needs Ant Design: it loads once the page is on screen. */
const BookingWizard = lazy(() => import('../components/ScopedBookingWizard'));

export const pageData: PageData = ({ queryClient, url }) => prefetchBooking(queryClient, url);

/** The wizard's place while its code loads: its steps, heading and first choices, greyed. */
function WizardPlaceholder() {
  return (
    <div className={styles.wizardPlaceholder}>
      <Skeleton height={52} />
      <Skeleton width="40%" height={24} />
      <Skeleton height={44} />
      <SkeletonText lines={6} />
    </div>
  );
}

/** /dat-lich and /booking: the wizard on a page; the query string may preselect choices. */
export function BookingPage() {
  usePageTitle(PAGE_SEO.booking.title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  return (
    <div className="container" style={{ padding: 0 }}>
      <section className={styles.pageCard}>
        <h1 className={styles.pageTitle}>Đặt lịch hẹn</h1>
        <p className={styles.pageLead}>
          Chọn dịch vụ, chi nhánh và khung giờ còn trống; xác nhận trong một phút.
        </p>
        <AfterHydration reserve={styles.wizardBox} placeholder={<WizardPlaceholder />}>
          <BookingWizard
            key={search}
            preselect={preselectFromSearch(params)}
            onReset={() => {
              if (search) void navigate('/dat-lich', { replace: true });
            }}
          />
        </AfterHydration>
      </section>
    </div>
  );
}
