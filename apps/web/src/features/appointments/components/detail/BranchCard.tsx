import { EnvironmentOutlined, PhoneOutlined, ShopOutlined } from '@ant-design/icons';
import type { AppointmentDetail } from '@salon/shared';
import { Card } from 'antd';
import styles from './appointment-detail.module.css';

export function BranchCard({ branch }: { branch: AppointmentDetail['branch'] }) {
  return (
    <Card title="Chi nhánh" size="small">
      <div className={styles.media}>
        {branch.image_url ? (
          <img
            className={styles.thumb}
            src={branch.image_url}
            alt={branch.name}
            width={96}
            height={96}
            loading="lazy"
          />
        ) : (
          <div className={`${styles.thumb} ${styles.thumbEmpty}`} aria-hidden>
            <ShopOutlined />
          </div>
        )}
        <div className={styles.mediaBody}>
          <div className={styles.name}>{branch.name}</div>
          <div>
            <EnvironmentOutlined aria-hidden /> {branch.address}
          </div>
          <div>
            <PhoneOutlined aria-hidden />{' '}
            <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{branch.phone}</a>
          </div>
        </div>
      </div>
    </Card>
  );
}
