import BarcodeOutlined from '@ant-design/icons-svg/es/asn/BarcodeOutlined';
import FieldTimeOutlined from '@ant-design/icons-svg/es/asn/FieldTimeOutlined';
import { CATALOG_MESSAGES, type PublicProductDetail } from '@salon/shared';
import { useParams } from 'react-router';
import type { PageData } from '../../../app/ssr/page-data';
import { Price } from '../../../components/Price';
import { Icon, Tag } from '../../../ui';
import { productDetailQuery, useProductDetail, useProductPromotions } from '../api/item-detail';
import { DetailLead, DetailPage, DetailSummary } from '../components/detail/DetailPage';
import { itemData } from '../components/detail/item-data';
import { ItemRating } from '../components/detail/ItemRating';
import { ItemTabs } from '../components/detail/ItemTabs';
import { ProductPurchasePanel } from '../components/detail/ProductPurchasePanel';
import { RelatedItems } from '../components/detail/RelatedItems';
import styles from '../components/detail/detail.module.css';
import { ProductCard } from '../components/ProductCard';
import { StockBadge } from '../components/StockBadge';

const LIST = { to: '/san-pham', label: 'Sản phẩm' };

/** The product of the address (`:id` is its slug or number). */
export const pageData: PageData = itemData(productDetailQuery);

export function ProductDetailPage() {
  const { id = '' } = useParams();
  return (
    <DetailPage
      query={useProductDetail(id)}
      list={LIST}
      notFoundMessage={CATALOG_MESSAGES.productNotFound}
      defaultTitle="Chi tiết sản phẩm"
    >
      {(product) => <ProductDetail product={product} />}
    </DetailPage>
  );
}

function ProductDetail({ product }: { product: PublicProductDetail }) {
  const promotions = useProductPromotions(product).data ?? product.promotions;
  return (
    <>
      <DetailSummary item={product}>
        {product.brand ? <span className={styles.eyebrow}>{product.brand}</span> : null}
        <h1>{product.name}</h1>
        <ItemRating rating={product.rating} count={product.total_reviews} />
        <Price {...product} size="large" />
        <div className={styles.facts}>
          <StockBadge status={product.stock_status} quantity={product.stock_quantity} />
          {product.is_on_sale ? (
            <span data-testid="on-sale-badge">
              <Tag color="red">{CATALOG_MESSAGES.onSale}</Tag>
            </span>
          ) : null}
          {!product.sellable ? <Tag>Không bán trực tuyến</Tag> : null}
          <span>
            <Icon icon={BarcodeOutlined} /> Mã: {product.sku}
          </span>
          {product.usage_duration_days ? (
            <span>
              <Icon icon={FieldTimeOutlined} /> Dùng khoảng {product.usage_duration_days} ngày
            </span>
          ) : null}
        </div>
        <DetailLead text={product.short_description} />
        <ProductPurchasePanel product={product} />
      </DetailSummary>
      <ItemTabs
        type="product"
        id={product.id}
        name={product.name}
        description={product.description}
        reviewCount={product.total_reviews}
        promotions={promotions}
      />
      <RelatedItems
        title="Sản phẩm liên quan"
        items={product.related_products}
        renderItem={(related) => <ProductCard product={related} />}
      />
    </>
  );
}
