import { CalendarOutlined, PhoneOutlined } from '@ant-design/icons';
import {
  CATALOG_LIMITS,
  CATALOG_MESSAGES,
  SERVICE_SORT_LABELS,
  SERVICE_SORTS,
} from '@salon/shared';
import { LinkButton } from '../../../components/LinkButton';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCategories } from '../api/categories';
import { useServices } from '../api/services';
import { CatalogResults } from '../components/CatalogResults';
import { CatalogCta, CatalogHero } from '../components/CatalogSections';
import { PositionBanner } from '../../content/components/PositionBanner';
import { CatalogToolbar } from '../components/CatalogToolbar';
import { CategoryFilter } from '../components/CategoryFilter';
import { ServiceCard } from '../components/ServiceCard';
import { useListParams } from '../use-list-params';
import styles from './catalog-page.module.css';
import { BookingButton } from '../../booking/components/BookingButton';

export function ServicesPage() {
  usePageTitle('Dịch vụ');
  const [params, update] = useListParams(SERVICE_SORTS, 'popular');
  const categories = useCategories('service');
  const services = useServices({
    page: params.page,
    search: params.search || undefined,
    category: params.category || undefined,
    sort: params.sort,
  });
  const filtered = Boolean(params.search || params.category);

  return (
    <>
      <PositionBanner
        position="service"
        label="Banner dịch vụ"
        heading="Dịch vụ của chúng tôi"
        fallback={
          <CatalogHero
            title="Dịch vụ của chúng tôi"
            text="Cắt, uốn, nhuộm, phục hồi và tạo kiểu: giá rõ ràng, thời gian thực hiện được báo trước."
          />
        }
      />
      <div className={`container ${styles.body}`}>
        <CategoryFilter
          categories={categories.data}
          loading={categories.isPending}
          selected={params.category}
          onSelect={(category) => update({ category })}
        />
        <CatalogToolbar
          search={params.search}
          onSearch={(search) => update({ search })}
          placeholder="Tìm dịch vụ, ví dụ: cắt tóc nam"
          sort={params.sort}
          sorts={SERVICE_SORTS}
          sortLabels={SERVICE_SORT_LABELS}
          onSort={(sort) => update({ sort })}
        />
        <CatalogResults
          query={services}
          skeletons={CATALOG_LIMITS.servicesPerPage}
          emptyText={filtered ? CATALOG_MESSAGES.noMatchingServices : CATALOG_MESSAGES.noServices}
          onClearFilters={filtered ? () => update({ search: '', category: '' }) : undefined}
          renderItem={(service) => <ServiceCard service={service} />}
          onPageChange={(page) => update({ page })}
        />
        <CatalogCta
          title="Chưa biết chọn dịch vụ nào?"
          text="Stylist của chúng tôi sẽ tư vấn miễn phí kiểu tóc hợp với bạn."
        >
          <LinkButton to="/lien-he" icon={<PhoneOutlined />}>
            Liên hệ tư vấn
          </LinkButton>
          <BookingButton type="primary" to="/dat-lich" icon={<CalendarOutlined />}>
            Đặt lịch ngay
          </BookingButton>
        </CatalogCta>
      </div>
    </>
  );
}
