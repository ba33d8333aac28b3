import { UserOutlined } from '@ant-design/icons';
import type { AppointmentDetail } from '@salon/shared';
import { Avatar, Card, Rate, Tag } from 'antd';
import styles from './appointment-detail.module.css';

export function StylistCard({ stylist }: { stylist: AppointmentDetail['stylist'] }) {
  return (
    <Card title="Stylist" size="small">
      {stylist ? (
        <div className={styles.media}>
          <Avatar size={64} src={stylist.avatar_url ?? undefined} icon={<UserOutlined />} alt="" />
          <div className={styles.mediaBody}>
            <div className={styles.name}>{stylist.name}</div>
            {stylist.title ? <div className={styles.muted}>{stylist.title}</div> : null}
            {/* A stylist without a rating shows none: no made-up default (customer-account §9 had 4.5). */}
            {stylist.rating !== null ? (
              <div className={styles.rating}>
                <Rate disabled allowHalf value={Math.round(stylist.rating * 2) / 2} />
                <span>{stylist.rating.toFixed(1)}</span>
              </div>
            ) : null}
            <div className={styles.muted}>
              {stylist.experience_years > 0
                ? `${stylist.experience_years} năm kinh nghiệm`
                : 'Stylist của salon'}
            </div>
            {stylist.specialties.length > 0 ? (
              <div className={styles.tags}>
                {stylist.specialties.map((specialty) => (
                  <Tag key={specialty}>{specialty}</Tag>
                ))}
              </div>
            ) : null}
          </div>
        </div>
      ) : (
        <p className={styles.muted}>Salon sẽ sắp xếp stylist phù hợp cho bạn.</p>
      )}
    </Card>
  );
}
