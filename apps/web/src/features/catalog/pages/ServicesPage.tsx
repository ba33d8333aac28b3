import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { CATALOG_LIMITS, CATALOG_MESSAGES, SERVICE_SORT_LABELS } from '@salon/shared';
import type { PageData } from '../../../app/ssr/page-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { ButtonLink, Icon } from '../../../ui';
import { BookingButton } from '../../booking/components/BookingButton';
import { positionSlidersQuery } from '../../content/api/public-sliders';
import { PositionBanner } from '../../content/components/PositionBanner';
import { categoriesQuery, useCategories } from '../api/categories';
import { SERVICE_LIST, serviceListParams, servicesQuery, useServices } from '../api/services';
import { CatalogResults } from '../components/CatalogResults';
import { CatalogCta, CatalogHero } from '../components/CatalogSections';
import { CatalogToolbar } from '../components/CatalogToolbar';
import { CategoryFilter } from '../components/CategoryFilter';
import { ServiceCard } from '../components/ServiceCard';
import { readListState, useListParams } from '../use-list-params';
import styles from './catalog-page.module.css';

/** The categories and the page of services the address asks for. */
export const pageData: PageData = async ({ queryClient, url }) => {
  const state = readListState(url.searchParams, SERVICE_LIST);
  await Promise.all([
    queryClient.ensureQueryData(positionSlidersQuery('service')),
    queryClient.ensureQueryData(categoriesQuery('service')),
    queryClient.ensureQueryData(servicesQuery(serviceListParams(state))),
  ]);
};

export function ServicesPage() {
  usePageTitle('Dịch vụ');
  const [params, update, pageHref] = useListParams(SERVICE_LIST);
  const categories = useCategories('service');
  const services = useServices(serviceListParams(params));
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
          sorts={SERVICE_LIST.sorts}
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
          pageHref={pageHref}
        />
        <CatalogCta
          title="Chưa biết chọn dịch vụ nào?"
          text="Stylist của chúng tôi sẽ tư vấn miễn phí kiểu tóc hợp với bạn."
        >
          <ButtonLink to="/lien-he" icon={<Icon icon={PhoneOutlined} />}>
            Liên hệ tư vấn
          </ButtonLink>
          <BookingButton type="primary" to="/dat-lich" icon={<Icon icon={CalendarOutlined} />}>
            Đặt lịch ngay
          </BookingButton>
        </CatalogCta>
      </div>
    </>
  );
}
