import type { PublicSlider } from '@salon/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Picture } from '../../../ui';
import {
  countSliderClick,
  useGallerySliders,
  useSliderImpressions,
} from '../../content/api/public-sliders';
import { GALLERY_INITIAL } from '../home-constants';
import styles from './home-sections.module.css';

interface GalleryItem {
  key: string;
  image: string;
  title: string;
  link: string | null;
  newTab: boolean;
  sliderId: number | null;
}

/** Pictures that ship with the site, for when there are no ads sliders. */
const LOCAL_PICTURES: GalleryItem[] = [
  'Cắt tóc nam tạo kiểu',
  'Cắt tóc nữ tạo kiểu',
  'Uốn setting Hàn Quốc',
  'Nhuộm màu thời trang',
  'Highlight và balayage',
  'Phục hồi keratin',
  'Gội đầu dưỡng sinh',
  'Tạo kiểu tóc cô dâu',
].map((title, i) => ({
  key: `local-${i}`,
  image: `/home-gallery/${i + 1}.webp`,
  title,
  link: '/services',
  newTab: false,
  sliderId: null,
}));

function fromSlider(slider: PublicSlider): GalleryItem {
  return {
    key: String(slider.id),
    image: slider.thumbnail_url ?? slider.image_url,
    title: slider.title,
    link: slider.link_url,
    newTab: slider.target_type === '_blank',
    sliderId: slider.id,
  };
}

function Tile({ item }: { item: GalleryItem }) {
  const picture = (
    <>
      {/* The caption says what it is; the picture itself needs no second reading. */}
      <Picture
        src={item.image}
        alt=""
        width={400}
        height={300}
        sizes="(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 300px"
      />
      <span className={styles.galleryCaption}>{item.title}</span>
    </>
  );
  const onClick = () => {
    if (item.sliderId !== null) countSliderClick(item.sliderId);
  };
  if (!item.link) return <div className={styles.galleryTile}>{picture}</div>;
  if (item.link.startsWith('/') && !item.newTab) {
    return (
      <Link to={item.link} className={styles.galleryTile} onClick={onClick}>
        {picture}
      </Link>
    );
  }
  return (
    <a
      href={item.link}
      className={styles.galleryTile}
      onClick={onClick}
      {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {picture}
    </a>
  );
}

/** The home gallery: the ads sliders (up to 24), or the site's own pictures without them. */
export function Gallery() {
  const { data, isPending } = useGallerySliders();
  const [showAll, setShowAll] = useState(false);
  const items = data && data.length > 0 ? data.map(fromSlider) : LOCAL_PICTURES;
  const shown = showAll ? items : items.slice(0, GALLERY_INITIAL);
  useSliderImpressions(
    shown.map((item) => item.sliderId).filter((id): id is number => id !== null),
  );
  return (
    <section className={`container ${styles.section}`} aria-labelledby="thu-vien-anh">
      <h2 className={styles.sectionTitle} id="thu-vien-anh">
        Thư viện kiểu tóc
      </h2>
      <p className={styles.sectionIntro}>Một vài tác phẩm của các stylist tại salon.</p>
      {isPending ? (
        <div className={styles.galleryGrid} aria-busy="true" aria-label="Đang tải">
          {Array.from({ length: GALLERY_INITIAL }, (_, i) => (
            <div key={i} className={styles.gallerySkeleton} />
          ))}
        </div>
      ) : (
        <div className={styles.galleryGrid} data-testid="home-gallery">
          {shown.map((item) => (
            <Tile key={item.key} item={item} />
          ))}
        </div>
      )}
      {!isPending && items.length > GALLERY_INITIAL ? (
        <div className={styles.more}>
          <Button size="large" onClick={() => setShowAll((value) => !value)}>
            {showAll ? 'Thu gọn' : `Xem thêm ${items.length - GALLERY_INITIAL} ảnh`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
