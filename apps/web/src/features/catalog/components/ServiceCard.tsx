import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import type { PublicServiceSummary } from '@salon/shared';
import { Link } from 'react-router';
import { Price } from '../../../components/Price';
import { Surface } from '../../../components/Surface';
import { ButtonLink, Icon } from '../../../ui';
import { CardCover } from './CardCover';
import { CardRating } from './CardRating';
import styles from './catalog-card.module.css';
import { BookingButton } from '../../booking/components/BookingButton';

export function ServiceCard({ service }: { service: PublicServiceSummary }) {
  const href = `/dich-vu/${service.slug}`;
  const image = service.thumbnail_urls[0] ?? service.image_urls[0];
  return (
    <Surface
      as="article"
      className={styles.card}
      cover={<CardCover href={href} image={image} />}
      data-item-card=""
    >
      {service.category ? <div className={styles.category}>{service.category.name}</div> : null}
      <h2 className={styles.title}>
        <Link to={href}>{service.name}</Link>
      </h2>
      <p className={styles.description}>{service.short_description}</p>
      <div className={styles.meta}>
        <span>
          <Icon icon={ClockCircleOutlined} /> {service.duration_minutes} phút
        </span>
        <CardRating rating={service.rating} count={service.reviews} />
      </div>
      <Price {...service} />
      <div className={styles.actions}>
        <ButtonLink to={href}>Xem chi tiết</ButtonLink>
        <BookingButton type="primary" to={`/booking?service_id=${service.id}`}>
          Đặt lịch
        </BookingButton>
      </div>
    </Surface>
  );
}
