import { STOCK_STATUS_LABELS, type PublicProductSummary } from '@salon/shared';
import { Link } from 'react-router';
import { Price } from '../../../components/Price';
import { Surface } from '../../../components/Surface';
import { ButtonLink } from '../../../ui';
import { AddToCartButton } from './AddToCartButton';
import { CardCover } from './CardCover';
import { CardRating } from './CardRating';
import styles from './catalog-card.module.css';
import { StockBadge } from './StockBadge';

/** Why a product cannot go in the cart, or undefined when it can. */
function unavailableLabel(product: PublicProductSummary): string | undefined {
  if (!product.sellable) return 'Tạm ngừng bán';
  if (product.stock_status === 'out_of_stock') return STOCK_STATUS_LABELS.out_of_stock;
  return undefined;
}

export function ProductCard({ product }: { product: PublicProductSummary }) {
  const href = `/san-pham/${product.slug}`;
  const image = product.thumbnail_urls[0] ?? product.image_urls[0];
  return (
    <Surface
      as="article"
      className={styles.card}
      cover={<CardCover href={href} image={image} />}
      data-item-card=""
    >
      {product.brand ? <div className={styles.category}>{product.brand}</div> : null}
      <h2 className={styles.title}>
        <Link to={href}>{product.name}</Link>
      </h2>
      <p className={styles.description}>{product.short_description}</p>
      <div className={styles.meta}>
        <StockBadge status={product.stock_status} quantity={product.stock_quantity} />
        <CardRating rating={product.rating} count={product.total_reviews} />
      </div>
      <Price {...product} />
      <div className={styles.actions}>
        <ButtonLink to={href} className={styles.outline}>
          Xem chi tiết
        </ButtonLink>
        <AddToCartButton
          type="product"
          itemId={product.id}
          unavailable={unavailableLabel(product)}
        />
      </div>
    </Surface>
  );
}
