import { PAGE_SEO } from '@salon/shared';
import { Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../components/booking.module.css';
import { BookingWizard } from '../components/BookingWizard';
import { preselectFromSearch } from '../preselect';

/** /dat-lich and /booking: the wizard on a page; the query string may preselect choices. */
export function BookingPage() {
  usePageTitle(PAGE_SEO.booking.title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  return (
    <div className="container" style={{ padding: 0 }}>
      <section className={styles.pageCard}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          Đặt lịch hẹn
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Chọn dịch vụ, chi nhánh và khung giờ còn trống; xác nhận trong một phút.
        </Typography.Paragraph>
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
