import { StarFilled } from '@ant-design/icons';
import { LinkButton } from '../../../components/LinkButton';
import { ScrollCarousel } from '../../../components/ScrollCarousel';
import { HOME_AUTOPLAY } from '../home-constants';
import styles from './home-sections.module.css';
import { Surface } from '../../../components/Surface';

/** Three customer words shown on the home page (storefront: static entries). */
const TESTIMONIALS = [
  {
    name: 'Chị Minh Anh',
    place: 'Quận 1, TP. Hồ Chí Minh',
    service: 'Uốn setting Hàn Quốc',
    text: 'Stylist tư vấn rất kỹ, kiểu uốn hợp khuôn mặt và giữ nếp lâu. Đặt lịch online xong đến là được làm ngay, không phải chờ.',
  },
  {
    name: 'Anh Quốc Bảo',
    place: 'Cầu Giấy, Hà Nội',
    service: 'Cắt tóc nam tạo kiểu',
    text: 'Cắt nhanh mà kỹ, gội đầu massage rất thư giãn. Mình đã quay lại gần một năm nay, lần nào cũng hài lòng.',
  },
  {
    name: 'Chị Thu Hà',
    place: 'Hải Châu, Đà Nẵng',
    service: 'Phục hồi keratin',
    text: 'Tóc mình khô xơ sau nhiều lần nhuộm, làm phục hồi xong mềm và bóng hẳn. Nhân viên thân thiện, salon sạch sẽ.',
  },
] as const;

export function Testimonials() {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="khach-hang-noi-gi">
      <h2 className={styles.sectionTitle} id="khach-hang-noi-gi">
        Khách hàng nói gì về chúng tôi
      </h2>
      <ScrollCarousel
        label="Cảm nhận của khách hàng"
        perView={{ xs: 1, sm: 1, md: 2, xl: 2 }}
        intervalMs={HOME_AUTOPLAY.testimonialsMs}
        slides={TESTIMONIALS.map((entry) => ({
          key: entry.name,
          content: (
            <Surface className={styles.quoteCard}>
              <div className={styles.stars} aria-label="5 trên 5 sao">
                {Array.from({ length: 5 }, (_, i) => (
                  <StarFilled key={i} />
                ))}
              </div>
              <blockquote className={styles.quote}>“{entry.text}”</blockquote>
              <p className={styles.quoteAuthor}>
                <strong>{entry.name}</strong> · {entry.place}
                <br />
                <span className={styles.quoteService}>{entry.service}</span>
              </p>
            </Surface>
          ),
        }))}
      />
      <div className={styles.more}>
        <LinkButton to="/reviews" size="large">
          Xem tất cả đánh giá
        </LinkButton>
      </div>
    </section>
  );
}
