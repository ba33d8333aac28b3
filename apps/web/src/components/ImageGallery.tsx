import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { lazy, Suspense, useState } from 'react';
import { Icon, Picture } from '../ui';
import styles from './image-gallery.module.css';

/* The enlarged view loads when someone first clicks the picture. */
const ImagePreview = lazy(() => import('./ImagePreview'));

/**
 * A large picture (click to enlarge) with a row of thumbnails to switch between pictures. The
 * first picture is the page's largest (`priority`: fetched at once); the thumbnails load lazily.
 */
export function ImageGallery({
  images,
  thumbnails,
  alt,
  priority,
}: {
  images: string[];
  thumbnails: string[];
  alt: string;
  priority?: boolean;
}) {
  const [selected, setSelected] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const [previewUsed, setPreviewUsed] = useState(false);
  const index = Math.min(selected, images.length - 1);
  const current = images[index];
  if (!current) {
    return (
      <div className={`${styles.main} ${styles.empty}`} role="img" aria-label="Chưa có hình ảnh">
        <Icon icon={PictureOutlined} />
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.main}
        aria-label={`Phóng to ảnh ${alt}`}
        onClick={() => {
          setPreviewUsed(true);
          setEnlarged(true);
        }}
      >
        <Picture
          src={current}
          alt={alt}
          width={800}
          height={600}
          sizes="(max-width: 767px) 100vw, 600px"
          priority={priority && index === 0}
        />
      </button>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label="Hình ảnh">
          {images.map((image, position) => (
            <li key={image}>
              <button
                type="button"
                className={`${styles.thumb} ${position === index ? styles.active : ''}`}
                onClick={() => setSelected(position)}
                aria-label={`Xem ảnh ${position + 1}`}
                aria-current={position === index}
              >
                <Picture
                  src={thumbnails[position] ?? image}
                  alt=""
                  width={80}
                  height={60}
                  sizes="80px"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {previewUsed ? (
        <Suspense fallback={null}>
          <ImagePreview
            images={images}
            current={index}
            open={enlarged}
            onClose={() => setEnlarged(false)}
            onChange={setSelected}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
