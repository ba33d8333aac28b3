import { PictureOutlined } from '@ant-design/icons';
import styles from './cart.module.css';

export function CartItemImage({ src, size }: { src: string | null; size: number }) {
  return (
    <span className={styles.image} style={{ width: size, height: size }}>
      {src ? (
        <img src={src} alt="" width={size} height={size} loading="lazy" />
      ) : (
        <PictureOutlined aria-hidden />
      )}
    </span>
  );
}
