import { PictureOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useState } from 'react';
import styles from './image-gallery.module.css';

/** A large picture (click to enlarge) with a row of thumbnails to switch between pictures. */
export function ImageGallery({
  images,
  thumbnails,
  alt,
}: {
  images: string[];
  thumbnails: string[];
  alt: string;
}) {
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];
  if (!current) {
    return (
      <div className={`${styles.main} ${styles.empty}`} role="img" aria-label="Chưa có hình ảnh">
        <PictureOutlined />
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <Image src={current} alt={alt} width="100%" height="100%" />
      </div>
      {images.length > 1 ? (
        <div className={styles.thumbs} role="list" aria-label="Hình ảnh">
          {images.map((image, index) => (
            <button
              key={image}
              type="button"
              role="listitem"
              className={`${styles.thumb} ${index === selected ? styles.active : ''}`}
              onClick={() => setSelected(index)}
              aria-label={`Xem ảnh ${index + 1}`}
              aria-current={index === selected}
            >
              <img src={thumbnails[index] ?? image} alt="" loading="lazy" width={80} height={60} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
