import type { AppointmentPhoto } from '@salon/shared';
import { Card, Image } from 'antd';
import { ImageGallery } from '../../../../components/ImageGallery';
import styles from './appointment-detail.module.css';

/**
 * Before or after photos; nothing at all when there are none. One photo shows at its own size
 * (at most 320 px high, click to enlarge), never blown up to the card's width; several make a
 * gallery with thumbnails.
 */
export function PhotosCard({ title, photos }: { title: string; photos: AppointmentPhoto[] }) {
  const [only] = photos;
  if (!only) return null;
  return (
    <Card title={title} size="small">
      {photos.length === 1 ? (
        <Image
          src={only.url}
          alt={title}
          rootClassName={styles.singlePhotoRoot}
          className={styles.singlePhoto}
          data-testid="single-photo"
        />
      ) : (
        <ImageGallery
          images={photos.map((photo) => photo.url)}
          thumbnails={photos.map((photo) => photo.thumbnail_url ?? photo.url)}
          alt={title}
        />
      )}
    </Card>
  );
}
