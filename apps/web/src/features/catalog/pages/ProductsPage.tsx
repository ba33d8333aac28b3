import ContactsOutlined from '@ant-design/icons-svg/es/asn/ContactsOutlined';
import ScissorOutlined from '@ant-design/icons-svg/es/asn/ScissorOutlined';
import { CATALOG_LIMITS, CATALOG_MESSAGES, PRODUCT_SORT_LABELS } from '@salon/shared';
import type { PageData } from '../../../app/ssr/page-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { ButtonLink, Icon } from '../../../ui';
import { positionSlidersQuery } from '../../content/api/public-sliders';
import { PositionBanner } from '../../content/components/PositionBanner';
import { categoriesQuery, useCategories } from '../api/categories';
import { PRODUCT_LIST, productListParams, productsQuery, useProducts } from '../api/products';
import { CatalogResults } from '../components/CatalogResults';
import { CatalogCta, CatalogHero } from '../components/CatalogSections';
import { CatalogToolbar, ToolbarCheckbox } from '../components/CatalogToolbar';
import { CategoryFilter } from '../components/CategoryFilter';
import { ProductCard } from '../components/ProductCard';
import { readListState, useListParams } from '../use-list-params';
import styles from './catalog-page.module.css';

/** The categories and the page of products the address asks for. */
export const pageData: PageData = async ({ queryClient, url }) => {
  const state = readListState(url.searchParams, PRODUCT_LIST);
  await Promise.all([
    queryClient.ensureQueryData(positionSlidersQuery('product')),
    queryClient.ensureQueryData(categoriesQuery('product')),
    queryClient.ensureQueryData(productsQuery(productListParams(state))),
  ]);
};

export function ProductsPage() {
  usePageTitle('Sản phẩm');
  const [params, update, pageHref] = useListParams(PRODUCT_LIST);
  const categories = useCategories('product');
  const products = useProducts(productListParams(params));
  const { flags } = params;
  const filtered = Boolean(params.search || params.category || flags.in_stock || flags.on_sale);

  return (
    <>
      <PositionBanner
        position="product"
        label="Banner sản phẩm"
        heading="Sản phẩm chăm sóc tóc"
        fallback={
          <CatalogHero
            title="Sản phẩm chăm sóc tóc"
            text="Dầu gội, dầu xả, dưỡng và tạo kiểu chính hãng, được stylist của salon tin dùng."
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
          placeholder="Tìm sản phẩm, ví dụ: dầu gội"
          sort={params.sort}
          sorts={PRODUCT_LIST.sorts}
          sortLabels={PRODUCT_SORT_LABELS}
          onSort={(sort) => update({ sort })}
        >
          <ToolbarCheckbox
            checked={flags.in_stock}
            onChange={(checked) => update({ flags: { ...flags, in_stock: checked } })}
          >
            Còn hàng
          </ToolbarCheckbox>
          <ToolbarCheckbox
            checked={flags.on_sale}
            onChange={(checked) => update({ flags: { ...flags, on_sale: checked } })}
          >
            {CATALOG_MESSAGES.onSale}
          </ToolbarCheckbox>
        </CatalogToolbar>
        <CatalogResults
          query={products}
          skeletons={CATALOG_LIMITS.productsPerPage}
          columns="four"
          emptyText={filtered ? CATALOG_MESSAGES.noMatchingProducts : CATALOG_MESSAGES.noProducts}
          onClearFilters={
            filtered
              ? () =>
                  update({ search: '', category: '', flags: { in_stock: false, on_sale: false } })
              : undefined
          }
          renderItem={(product) => <ProductCard product={product} />}
          onPageChange={(page) => update({ page })}
          pageHref={pageHref}
        />
        <CatalogCta
          title="Cần tư vấn sản phẩm hợp với mái tóc?"
          text="Hỏi stylist của salon, hoặc đặt một buổi chăm sóc để thử trước."
        >
          <ButtonLink to="/contact" icon={<Icon icon={ContactsOutlined} />}>
            Liên hệ
          </ButtonLink>
          <ButtonLink variant="primary" to="/services" icon={<Icon icon={ScissorOutlined} />}>
            Xem dịch vụ
          </ButtonLink>
        </CatalogCta>
      </div>
    </>
  );
}
