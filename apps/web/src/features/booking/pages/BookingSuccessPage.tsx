import {
  CheckCircleFilled,
  ClockCircleOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  LoginOutlined,
  PhoneOutlined,
  ScheduleOutlined,
} from '@ant-design/icons';
import {
  APPOINTMENT_STATUS_COLORS,
  BOOKING_LIMITS,
  dailyHoursText,
  PAGE_SEO,
  VIETNAMESE_PHONE_PATTERN,
  toNationalPhone,
  type AppointmentSummary,
} from '@salon/shared';
import { Alert, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { formatVnd } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import { usePublicBranches } from '../../branches/api/public-branches';
import { useTodayHours } from '../../branches/branch-hours';
import { usePublicSettings } from '../../settings/api/public-settings';
import { formatBookingDate } from '../components/BookingSummary';
import summaryStyles from '../components/booking.module.css';
import styles from './booking-success.module.css';

const NOTICES = [
  'Vui lòng đến đúng giờ hẹn (nên đến sớm 5–10 phút) để được phục vụ chu đáo nhất.',
  `Cần đổi hoặc hủy lịch? Hãy báo sớm: đổi lịch trước giờ hẹn hơn ${BOOKING_LIMITS.rescheduleMinHours} giờ, hủy lịch trước giờ hẹn hơn ${BOOKING_LIMITS.cancelMinHours} giờ, trong mục Lịch hẹn của tôi hoặc qua hotline.`,
  'Nếu không đến mà không báo trước, lịch hẹn sẽ được ghi nhận là “Không đến”.',
];

/** The phone of a new account from the query, only when it looks like one. */
function loginPhone(params: URLSearchParams): string | null {
  if (params.get('guest') !== 'true') return null;
  const phone = toNationalPhone(params.get('phone') ?? '');
  return VIETNAMESE_PHONE_PATTERN.test(phone) ? phone : null;
}

/** The new account's random password, handed over by the wizard (this visit only). */
function initialPasswordOf(state: unknown): string | null {
  const value = (state as { initialPassword?: unknown } | null)?.initialPassword;
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function appointmentOf(state: unknown): AppointmentSummary | null {
  const value = (state as { appointment?: AppointmentSummary } | null)?.appointment;
  return value && typeof value.code === 'string' ? value : null;
}

/** /dat-lich/thanh-cong: the booking is made; a guest also gets the new account's login. */
export function BookingSuccessPage() {
  usePageTitle(PAGE_SEO.bookingSuccess.title);
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useCurrentUser();
  const { settings } = usePublicSettings();
  const phone = loginPhone(params);
  const appointment = appointmentOf(location.state);
  const initialPassword = initialPasswordOf(location.state);
  const signedIn = user?.role === 'customer';
  const hours = useVisitHours(appointment);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <CheckCircleFilled className={styles.icon} aria-hidden="true" />
        <h1 className={styles.title}>Đặt lịch thành công!</h1>
        <p className={styles.lead}>
          Cảm ơn bạn đã chọn {settings.company.name}. Salon sẽ xác nhận lịch hẹn và nhắc bạn trước
          giờ hẹn.
        </p>
      </header>

      {appointment ? <AppointmentCard appointment={appointment} /> : null}

      {phone ? (
        <section className={styles.card} aria-labelledby="new-account">
          <h2 id="new-account">Tài khoản của bạn đã được tạo</h2>
          <div className={styles.credential}>
            <span>Tên đăng nhập</span>
            <strong data-testid="login-username">{phone}</strong>
          </div>
          <div className={styles.credential}>
            <span>Mật khẩu</span>
            {initialPassword ? (
              <strong data-testid="login-password" className={styles.password}>
                {initialPassword}
              </strong>
            ) : (
              <span data-testid="login-password">Đã gửi qua SMS đến số điện thoại của bạn</span>
            )}
          </div>
          <Alert
            type="warning"
            showIcon
            title="Vui lòng lưu mật khẩu và đổi mật khẩu sau khi đăng nhập"
            description="Mật khẩu được tạo ngẫu nhiên, chỉ hiển thị một lần tại đây và đã được gửi qua SMS. Lần đăng nhập đầu tiên, bạn sẽ được yêu cầu đặt mật khẩu mới để bảo vệ tài khoản."
          />
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="notices">
        <h2 id="notices">Lưu ý</h2>
        <ul className={styles.notices}>
          {NOTICES.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="contact">
        <h2 id="contact">Liên hệ</h2>
        <div className={styles.contact}>
          <span>
            <EnvironmentOutlined /> {appointment?.branch.address ?? settings.company.address}
          </span>
          <span>
            <PhoneOutlined /> Hotline:{' '}
            <a href={`tel:${settings.company.phone.replace(/\s/g, '')}`}>
              {settings.company.phone}
            </a>{' '}
            ({dailyHoursText(settings.company.hotline_hours)})
          </span>
          <span data-testid="success-hours">
            <ClockCircleOutlined /> {hours}
          </span>
        </div>
      </section>

      <div className={styles.actions}>
        {signedIn ? (
          <LinkButton to="/lich-hen" type="primary" size="large" icon={<ScheduleOutlined />}>
            Xem lịch hẹn của tôi
          </LinkButton>
        ) : (
          <LinkButton
            to={`/customer/login?redirect=${encodeURIComponent('/lich-hen')}`}
            type="primary"
            size="large"
            icon={<LoginOutlined />}
          >
            Đăng nhập
          </LinkButton>
        )}
        <LinkButton to="/" size="large" icon={<HomeOutlined />}>
          Về trang chủ
        </LinkButton>
      </div>
    </div>
  );
}

/**
 * The opening hours to show: the appointment's branch on its day (from the branch's working
 * hours), or, without an appointment (a reload), today's hours of the branches.
 */
function useVisitHours(appointment: AppointmentSummary | null): string {
  const onDay = usePublicBranches(appointment?.appointment_date);
  const today = useTodayHours();
  const branch = appointment
    ? onDay.data?.find((candidate) => candidate.id === appointment.branch.id)
    : undefined;
  if (appointment && branch) {
    return `Giờ mở cửa ${branch.name} (${formatBookingDate(appointment.appointment_date)}): ${branch.working_hours}`;
  }
  return `Giờ mở cửa hôm nay: ${today.text}`;
}

function AppointmentCard({ appointment }: { appointment: AppointmentSummary }) {
  const rows: [string, ReactNode][] = [
    ['Mã lịch hẹn', <strong key="code">{appointment.code}</strong>],
    ['Dịch vụ', appointment.service.name],
    ['Chi nhánh', appointment.branch.name],
    ['Ngày', formatBookingDate(appointment.appointment_date)],
    ['Giờ', `${appointment.appointment_time} – ${appointment.end_time}`],
    [
      'Trạng thái',
      <Tag key="status" color={APPOINTMENT_STATUS_COLORS[appointment.status]}>
        {appointment.status_label}
      </Tag>,
    ],
    ['Giá dịch vụ', <span key="price">{formatVnd(appointment.price)}</span>],
  ];
  return (
    <section className={styles.card} aria-labelledby="appointment">
      <h2 id="appointment">Thông tin lịch hẹn</h2>
      <div className={summaryStyles.summary}>
        {rows.map(([label, value]) => (
          <div key={label} className={summaryStyles.summaryRow}>
            <span className={summaryStyles.summaryLabel}>{label}</span>
            <span className={summaryStyles.summaryValue}>{value}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
