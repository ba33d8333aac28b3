import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { Icon } from './Icon';
import styles from './ui.module.css';

const formatter = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/** Stars showing a rating out of 5 (read-only); read aloud as 'Đánh giá 4,5 trên 5 sao'. */
export function Rate({ value, className }: { value: number; className?: string }) {
  const clamped = Math.max(0, Math.min(5, value));
  return (
    <span
      className={[styles.rate, className].filter(Boolean).join(' ')}
      role="img"
      aria-label={`Đánh giá ${formatter.format(clamped)} trên 5 sao`}
    >
      {Array.from({ length: 5 }, (_, index) => {
        const fill = Math.max(0, Math.min(1, clamped - index));
        return (
          <span key={index} className={styles['rate-star']}>
            <Icon icon={StarFilled} />
            <span className={styles['rate-fill']} style={{ width: `${fill * 100}%` }}>
              <Icon icon={StarFilled} />
            </span>
          </span>
        );
      })}
    </span>
  );
}
