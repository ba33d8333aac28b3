import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import ScissorOutlined from '@ant-design/icons-svg/es/asn/ScissorOutlined';
import { PAGE_SEO, type SalonFigureKey } from '@salon/shared';
import type { PageData } from '../../../app/ssr/page-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { ButtonLink, Icon } from '../../../ui';
import { BookingButton } from '../../booking/components/BookingButton';
import { publicSettingsQuery, usePublicSettings } from '../../settings/api/public-settings';
import { ABOUT_TEAM, ABOUT_TIMELINE, ABOUT_VALUES, aboutStory } from '../about-content';
import { positionSlidersQuery } from '../api/public-sliders';
import { salonFiguresQuery, useSalonFigureCards } from '../api/salon-figures';
import { BookingCta } from '../components/BookingCta';
import { ContentCard } from '../components/ContentCard';
import styles from '../components/content.module.css';
import { PageBanner } from '../components/PageBanner';
import { PositionBanner } from '../components/PositionBanner';
import about from './about.module.css';

/** The settings (the founding year, the hotline), the banners and the salon's figures. */
export const pageData: PageData = async ({ queryClient }) => {
  await Promise.all([
    queryClient.prefetchQuery(publicSettingsQuery),
    queryClient.prefetchQuery(positionSlidersQuery('about')),
    queryClient.prefetchQuery(salonFiguresQuery),
  ]);
};

const VALUE_ICONS = {
  listen: EyeOutlined,
  honest: SafetyCertificateOutlined,
  quality: ScissorOutlined,
  care: HeartOutlined,
} as const;

function initials(name: string): string {
  const words = name.split(' ');
  return `${words.at(-2)?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`;
}

const HEADING = 'Chăm chút từng mái tóc Việt';

const FIGURE_KEYS: SalonFigureKey[] = ['customers', 'services', 'years', 'rating'];

/** The salon's figures, counted from its records (empty while they load, none on error). */
function AboutStats() {
  const { cards, query } = useSalonFigureCards();
  if (query.isError) return null;
  return (
    <section className={`container ${about.stats}`} aria-label="Những con số">
      <div className={about.statGrid}>
        {(cards ?? FIGURE_KEYS.map((key) => ({ key, value: '', label: '' }))).map((stat) => (
          <div
            className={`${styles.panel} ${about.statCard}`}
            data-figure={stat.key}
            key={stat.key}
          >
            <div className={about.statValue}>{stat.value || '\u00a0'}</div>
            <div className={styles.muted}>{stat.label || '\u00a0'}</div>
          </div>
        ))}
      </div>
    </section>
  );
}

/** `/ve-chung-toi`, `/about`, `/gioi-thieu`: the banners of the 'about' position, else the built-in one. */
export function AboutPage() {
  usePageTitle(PAGE_SEO.about.title);
  const { settings } = usePublicSettings();
  const actions = (
    <>
      <BookingButton
        to="/booking"
        type="primary"
        size="large"
        icon={<Icon icon={CalendarOutlined} />}
      >
        Đặt lịch ngay
      </BookingButton>
      <ButtonLink to="/dich-vu" size="large" className={styles.ghost}>
        Xem dịch vụ
      </ButtonLink>
    </>
  );
  return (
    <>
      <PositionBanner
        position="about"
        label="Banner giới thiệu"
        heading={HEADING}
        actions={actions}
        fallback={
          <PageBanner
            eyebrow="Về chúng tôi"
            title={HEADING}
            text="Từ một tiệm nhỏ trên phố Nguyễn Huệ đến chuỗi salon tại TP. Hồ Chí Minh và Hà Nội, chúng tôi vẫn giữ một cách làm: lắng nghe, tư vấn thật lòng, làm đẹp bằng tay nghề."
            actions={actions}
          />
        }
      />

      <AboutStats />

      <section className={`container ${styles.section} ${about.storyRow}`}>
        <div>
          <h2 className={about.leftTitle}>Câu chuyện của chúng tôi</h2>
          {aboutStory(settings.company.founded_year).map((paragraph) => (
            <p key={paragraph.slice(0, 20)} className={about.story}>
              {paragraph}
            </p>
          ))}
        </div>
        <ContentCard className={styles.card} title="Hành trình phát triển">
          <ol className={about.timeline}>
            {ABOUT_TIMELINE.map((step) => (
              <li key={step.year} className={about.timelineItem}>
                <strong className={about.year}>{step.year}</strong>
                <div>{step.text}</div>
              </li>
            ))}
          </ol>
        </ContentCard>
      </section>

      <section className={`container ${styles.section}`}>
        <h2 className={styles.sectionTitle}>Giá trị chúng tôi theo đuổi</h2>
        <p className={styles.sectionLead}>
          Bốn điều mỗi thành viên Salon Tóc Việt cam kết với khách hàng.
        </p>
        <div className={styles.grid4}>
          {ABOUT_VALUES.map((value) => (
            <ContentCard className={styles.card} key={value.key}>
              <div className={styles.iconCircle}>
                <Icon icon={VALUE_ICONS[value.key]} />
              </div>
              <h3 className={styles.cardTitle}>{value.title}</h3>
              <p className={styles.muted}>{value.text}</p>
            </ContentCard>
          ))}
        </div>
      </section>

      <section className={`container ${styles.section}`}>
        <h2 className={styles.sectionTitle}>Đội ngũ stylist</h2>
        <p className={styles.sectionLead}>
          Những người thợ giàu kinh nghiệm, được đào tạo liên tục về kỹ thuật và xu hướng mới.
        </p>
        <div className={styles.grid4}>
          {ABOUT_TEAM.map((member) => (
            <ContentCard className={`${styles.card} ${about.member}`} key={member.name}>
              <span className={about.avatar} aria-hidden="true">
                {initials(member.name)}
              </span>
              <h3 className={styles.cardTitle}>{member.name}</h3>
              <div className={about.memberTitle}>{member.title}</div>
              <p className={styles.muted}>{member.experience}</p>
              <p className={styles.muted}>{member.specialties}</p>
            </ContentCard>
          ))}
        </div>
      </section>

      <BookingCta
        title="Trải nghiệm Salon Tóc Việt"
        text="Đặt lịch với stylist của chúng tôi, hoặc xem bảng giá dịch vụ trước."
        extra={
          <>
            <BookingButton to="/dat-lich" size="large">
              Chọn giờ hẹn
            </BookingButton>
            <ButtonLink to="/dich-vu" size="large">
              Bảng giá dịch vụ
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
