import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { dailyHoursText, salonYear, type PublicSettings } from '@salon/shared';
import { Link } from 'react-router';
import { useTodayHours } from '../../../features/branches/branch-hours';
import { Icon } from '../../../ui';
import { FOOTER_LINKS } from './nav-items';
import styles from './public-layout.module.css';

const SOCIAL_LINKS = [
  { key: 'facebook_url', label: 'Facebook' },
  { key: 'youtube_url', label: 'YouTube' },
  { key: 'tiktok_url', label: 'TikTok' },
  { key: 'zalo_oa_url', label: 'Zalo' },
] as const;

/** The salon's social pages the admins set; none shown when none is set. */
function SocialLinks({ company }: { company: PublicSettings['company'] }) {
  const links = SOCIAL_LINKS.filter((link) => company[link.key]);
  if (links.length === 0) return null;
  return (
    <p className={styles.footerSocial} data-testid="footer-social">
      {links.map((link) => (
        <a key={link.key} href={company[link.key]} target="_blank" rel="noopener noreferrer">
          {link.label}
        </a>
      ))}
    </p>
  );
}

/**
 * Today's hours, read once the page is hydrated (the server draws the week's text): a part of its
 * own, so that switch redraws this list alone, not the footer's links.
 */
function FooterTodayHours() {
  const today = useTodayHours();
  return (
    <section data-testid="footer-hours">
      <h2 className={styles.footerTitle}>
        <Icon icon={ClockCircleOutlined} /> Giờ mở cửa hôm nay
      </h2>
      <ul className={styles.footerContact}>
        {today.branches.length > 0 ? (
          today.branches.map((branch) => (
            <li key={branch.id}>
              {branch.name}: <span className={styles.nowrap}>{branch.working_hours}</span>
            </li>
          ))
        ) : (
          <li>{today.text}</li>
        )}
      </ul>
    </section>
  );
}

export function SiteFooter({ settings }: { settings: PublicSettings }) {
  const { company, seo } = settings;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerGrid}`}>
        <section>
          <h2 className={styles.footerTitle}>{company.name}</h2>
          <p className={styles.footerText}>{seo.footer_content}</p>
        </section>
        <nav aria-label="Liên kết chân trang">
          <h2 className={styles.footerTitle}>Liên kết</h2>
          <ul className={styles.footerLinks}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2 className={styles.footerTitle}>Liên hệ</h2>
          <ul className={styles.footerContact}>
            <li>
              <Icon icon={PhoneOutlined} />{' '}
              <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a> (
              {dailyHoursText(company.hotline_hours)})
            </li>
            <li>
              <Icon icon={MailOutlined} /> <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <Icon icon={EnvironmentOutlined} /> {company.address}
            </li>
          </ul>
          <SocialLinks company={company} />
        </section>
        <FooterTodayHours />
      </div>
      <div className={styles.copyright}>
        © {salonYear()} {company.name}. Bảo lưu mọi quyền.
      </div>
    </footer>
  );
}
