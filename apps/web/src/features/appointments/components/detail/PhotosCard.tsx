import type { AppointmentPhoto } from '@salon/shared';
import { Card } from 'antd';
import { ImageGallery } from '../../../../components/ImageGallery';

/** Before or after photos; nothing at all when there are none. */
export function PhotosCard({ title, photos }: { title: string; photos: AppointmentPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <Card title={title} size="small">
      <ImageGallery
        images={photos.map((photo) => photo.url)}
        thumbnails={photos.map((photo) => photo.thumbnail_url ?? photo.url)}
        alt={title}
      />
    </Card>
  );
}
