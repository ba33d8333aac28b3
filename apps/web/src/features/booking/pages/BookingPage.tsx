import { PAGE_SEO } from '@salon/shared';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageData } from '../../../app/ssr/page-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { prefetchBooking } from '../booking-page-data';
import styles from '../components/booking.module.css';
import { BookingWizard } from '../components/BookingWizard';
import { preselectFromSearch } from '../preselect';

export const pageData: PageData = ({ queryClient, url }) => prefetchBooking(queryClient, url);

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
        <BookingWizard
          key={search}
          preselect={preselectFromSearch(params)}
          onReset={() => {
            if (search) void navigate('/dat-lich', { replace: true });
          }}
        />
      </section>
    </div>
  );
}
