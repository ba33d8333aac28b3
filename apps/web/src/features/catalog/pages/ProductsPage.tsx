import { ContactsOutlined, ScissorOutlined } from '@ant-design/icons';
import {
  CATALOG_LIMITS,
  CATALOG_MESSAGES,
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
} from '@salon/shared';
import { Checkbox } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCategories } from '../api/categories';
import { useProducts } from '../api/products';
import { CatalogResults } from '../components/CatalogResults';
import { CatalogCta, CatalogHero } from '../components/CatalogSections';
import { PositionBanner } from '../../content/components/PositionBanner';
import { CatalogToolbar } from '../components/CatalogToolbar';
import { CategoryFilter } from '../components/CategoryFilter';
import { ProductCard } from '../components/ProductCard';
import { useListParams } from '../use-list-params';
import styles from './catalog-page.module.css';

const FLAGS = ['in_stock', 'on_sale'] as const;

export function ProductsPage() {
  usePageTitle('Sản phẩm');
  const [params, update] = useListParams(PRODUCT_SORTS, 'popular', FLAGS);
  const categories = useCategories('product');
  const products = useProducts({
    page: params.page,
    search: params.search || undefined,
    category: params.category || undefined,
    sort: params.sort,
    in_stock: params.flags.in_stock,
    on_sale: params.flags.on_sale,
  });
  const filtered = Boolean(
    params.search || params.category || params.flags.in_stock || params.flags.on_sale,
  );

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
          sorts={PRODUCT_SORTS}
          sortLabels={PRODUCT_SORT_LABELS}
          onSort={(sort) => update({ sort })}
        >
          <Checkbox
            checked={params.flags.in_stock}
            onChange={(event) =>
              update({ flags: { ...params.flags, in_stock: event.target.checked } })
            }
          >
            Còn hàng
          </Checkbox>
          <Checkbox
            checked={params.flags.on_sale}
            onChange={(event) =>
              update({ flags: { ...params.flags, on_sale: event.target.checked } })
            }
          >
            {CATALOG_MESSAGES.onSale}
          </Checkbox>
        </CatalogToolbar>
        <CatalogResults
          query={products}
          skeletons={CATALOG_LIMITS.productsPerPage}
          columns={{ xs: 24, sm: 12, md: 8, lg: 6 }}
          emptyText={filtered ? CATALOG_MESSAGES.noMatchingProducts : CATALOG_MESSAGES.noProducts}
          onClearFilters={
            filtered
              ? () =>
                  update({ search: '', category: '', flags: { in_stock: false, on_sale: false } })
              : undefined
          }
          renderItem={(product) => <ProductCard product={product} />}
          onPageChange={(page) => update({ page })}
        />
        <CatalogCta
          title="Cần tư vấn sản phẩm hợp với mái tóc?"
          text="Hỏi stylist của salon, hoặc đặt một buổi chăm sóc để thử trước."
        >
          <LinkButton to="/contact" icon={<ContactsOutlined />}>
            Liên hệ
          </LinkButton>
          <LinkButton type="primary" to="/services" icon={<ScissorOutlined />}>
            Xem dịch vụ
          </LinkButton>
        </CatalogCta>
      </div>
    </>
  );
}
