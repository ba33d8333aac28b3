import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { CATALOG_MESSAGES, type PublicServiceDetail } from '@salon/shared';
import { useParams } from 'react-router';
import type { PageData } from '../../../app/ssr/page-data';
import { Price } from '../../../components/Price';
import { Button, Icon, Tag } from '../../../ui';
import { useCurrentUser } from '../../auth/api/current-user';
import { useAddToCart } from '../../cart/api/cart';
import { serviceDetailQuery, useServiceDetail } from '../api/item-detail';
import { DetailLead, DetailPage, DetailSummary } from '../components/detail/DetailPage';
import { itemData } from '../components/detail/item-data';
import { ItemRating } from '../components/detail/ItemRating';
import { ItemTabs } from '../components/detail/ItemTabs';
import { RelatedItems } from '../components/detail/RelatedItems';
import styles from '../components/detail/detail.module.css';
import { ServiceCard } from '../components/ServiceCard';
import { BookingButton } from '../../booking/components/BookingButton';

const LIST = { to: '/dich-vu', label: 'Dịch vụ' };

/** The service of the address (`:id` is its slug or number). */
export const pageData: PageData = itemData(serviceDetailQuery);

export function ServiceDetailPage() {
  const { id = '' } = useParams();
  return (
    <DetailPage
      query={useServiceDetail(id)}
      list={LIST}
      notFoundMessage={CATALOG_MESSAGES.serviceNotFound}
      defaultTitle="Chi tiết dịch vụ"
    >
      {(service) => <ServiceDetail service={service} />}
    </DetailPage>
  );
}

function ServiceDetail({ service }: { service: PublicServiceDetail }) {
  return (
    <>
      <DetailSummary item={service}>
        {service.category ? <span className={styles.eyebrow}>{service.category.name}</span> : null}
        <h1>{service.name}</h1>
        <ItemRating rating={service.rating} count={service.reviews} />
        <DetailLead text={service.short_description} />
        <Price {...service} size="large" />
        <div className={styles.facts}>
          <span>
            <Icon icon={ClockCircleOutlined} /> {service.duration_minutes} phút
          </span>
          {service.staff_required > 1 ? (
            <span>
              <Icon icon={TeamOutlined} /> {service.staff_required} nhân viên thực hiện
            </span>
          ) : null}
          {service.is_featured ? <Tag color="gold">Nổi bật</Tag> : null}
        </div>
        {service.features.length > 0 ? (
          <ul className={styles.features} aria-label="Điểm nổi bật">
            {service.features.slice(0, 3).map((feature) => (
              <li key={feature}>
                <Icon icon={CheckCircleOutlined} className={styles.check} /> <span>{feature}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <ServiceActions service={service} />
      </DetailSummary>
      <ItemTabs
        type="service"
        id={service.id}
        name={service.name}
        description={service.description}
        reviewCount={service.reviews}
        promotions={service.promotions}
      />
      <RelatedItems
        title="Dịch vụ liên quan"
        items={service.related}
        renderItem={(related) => <ServiceCard service={related} />}
      />
    </>
  );
}

/** Book and add to the cart (customers and guests; staff accounts have no cart). */
function ServiceActions({ service }: { service: PublicServiceDetail }) {
  const { user } = useCurrentUser();
  const addToCart = useAddToCart();
  return (
    <div className={styles.actions}>
      <BookingButton
        type="primary"
        size="large"
        icon={<Icon icon={CalendarOutlined} />}
        to={`/booking?service_id=${service.id}`}
      >
        Đặt lịch ngay
      </BookingButton>
      {user && user.role !== 'customer' ? null : (
        <Button
          size="large"
          icon={<Icon icon={ShoppingCartOutlined} />}
          loading={addToCart.isPending}
          onClick={() => addToCart.mutate({ type: 'service', item_id: service.id, quantity: 1 })}
        >
          Thêm vào giỏ hàng
        </Button>
      )}
    </div>
  );
}
