import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { OPENING_HOURS_TEXT, salonYear, type PublicSettings } from '@salon/shared';
import { Link } from 'react-router';
import { FOOTER_LINKS } from './nav-items';
import styles from './public-layout.module.css';

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
              <PhoneOutlined />{' '}
              <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>
            </li>
            <li>
              <MailOutlined /> <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <EnvironmentOutlined /> {company.address}
            </li>
            <li>Giờ mở cửa: {OPENING_HOURS_TEXT}</li>
          </ul>
        </section>
      </div>
      <div className={styles.copyright}>
        © {salonYear()} {company.name}. Bảo lưu mọi quyền.
      </div>
    </footer>
  );
}
