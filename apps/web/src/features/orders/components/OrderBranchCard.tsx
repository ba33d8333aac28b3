import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { formatPhone, type OrderDetail } from '@salon/shared';
import { Card } from 'antd';
import styles from './order-detail.module.css';

export function OrderBranchCard({ branch }: { branch: OrderDetail['branch'] }) {
  if (!branch) return null;
  return (
    <Card title="Chi nhánh" size="small">
      <div className={styles.branch}>
        <strong>{branch.name}</strong>
        <span>
          <EnvironmentOutlined /> {branch.address}
        </span>
        {branch.phone ? (
          <a href={`tel:${branch.phone}`}>
            <PhoneOutlined /> {formatPhone(branch.phone)}
          </a>
        ) : null}
      </div>
    </Card>
  );
}
