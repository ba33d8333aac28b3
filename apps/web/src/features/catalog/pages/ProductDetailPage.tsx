import { BarcodeOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { CATALOG_MESSAGES, type PublicProductDetail } from '@salon/shared';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { useParams } from 'react-router';
import { ImageGallery } from '../../../components/ImageGallery';
import { Price } from '../../../components/Price';
import { usePageTitle } from '../../../lib/use-page-title';
import { isNotFound, useProductDetail } from '../api/item-detail';
import { DetailHeader } from '../components/detail/DetailHeader';
import {
  DetailLoadError,
  DetailSkeleton,
  RedirectMissing,
} from '../components/detail/DetailStates';
import { ItemRating } from '../components/detail/ItemRating';
import { ItemTabs } from '../components/detail/ItemTabs';
import { ProductPurchasePanel } from '../components/detail/ProductPurchasePanel';
import { RelatedItems } from '../components/detail/RelatedItems';
import styles from '../components/detail/detail.module.css';
import { ProductCard } from '../components/ProductCard';
import { StockBadge } from '../components/StockBadge';

const LIST = { to: '/san-pham', label: 'Sản phẩm' };

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const query = useProductDetail(id);
  usePageTitle(query.data?.name ?? 'Chi tiết sản phẩm');

  if (query.isError && isNotFound(query.error)) {
    return <RedirectMissing to="/san-pham" message={CATALOG_MESSAGES.productNotFound} />;
  }
  return (
    <div className={`container ${styles.page}`}>
      <DetailHeader list={LIST} category={query.data?.category} name={query.data?.name} />
      {query.isPending ? (
        <DetailSkeleton />
      ) : query.isError ? (
        <DetailLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ProductDetail product={query.data} />
      )}
    </div>
  );
}

function ProductDetail({ product }: { product: PublicProductDetail }) {
  return (
    <>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <ImageGallery
            images={product.image_urls}
            thumbnails={product.thumbnail_urls}
            alt={product.name}
          />
        </Col>
        <Col xs={24} md={12}>
          <Card>
            <div className={styles.info}>
              {product.brand ? <span className={styles.eyebrow}>{product.brand}</span> : null}
              <h1>{product.name}</h1>
              <ItemRating rating={product.rating} count={product.total_reviews} />
              <Price {...product} size="large" />
              <div className={styles.facts}>
                <StockBadge status={product.stock_status} quantity={product.stock_quantity} />
                {!product.sellable ? <Tag>Không bán trực tuyến</Tag> : null}
                <span>
                  <BarcodeOutlined /> Mã: {product.sku}
                </span>
                {product.usage_duration_days ? (
                  <span>
                    <FieldTimeOutlined /> Dùng khoảng {product.usage_duration_days} ngày
                  </span>
                ) : null}
              </div>
              {product.short_description ? (
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {product.short_description}
                </Typography.Paragraph>
              ) : null}
              <ProductPurchasePanel product={product} />
            </div>
          </Card>
        </Col>
      </Row>
      <ItemTabs
        type="product"
        id={product.id}
        name={product.name}
        description={product.description}
        reviewCount={product.total_reviews}
        promotions={product.promotions}
      />
      <RelatedItems
        title="Sản phẩm liên quan"
        items={product.related_products}
        renderItem={(related) => <ProductCard product={related} />}
      />
    </>
  );
}
