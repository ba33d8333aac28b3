import {
  ClockCircleOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { CONTACT_MESSAGES, DEFAULT_BRANCHES, type PublicBranch } from '@salon/shared';
import { Alert, Card, Descriptions, Select, Skeleton } from 'antd';
import { usePublicBranches } from '../../branches/api/public-branches';
import styles from './content.module.css';

/**
 * The branches and the chosen one's details. When the branches cannot be loaded, the built-in
 * ones are shown with a warning (customer-account §8); their ids are never sent to the server.
 */
export function useContactBranches(): {
  branches: readonly PublicBranch[];
  isLoading: boolean;
  usingDefaults: boolean;
} {
  const query = usePublicBranches();
  if (query.isPending) return { branches: [], isLoading: true, usingDefaults: false };
  if (query.isError || query.data.length === 0) {
    return { branches: DEFAULT_BRANCHES, isLoading: false, usingDefaults: true };
  }
  return { branches: query.data, isLoading: false, usingDefaults: false };
}

export function BranchSelector({
  branches,
  isLoading,
  usingDefaults,
  selectedId,
  onSelect,
}: {
  branches: readonly PublicBranch[];
  isLoading: boolean;
  usingDefaults: boolean;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  const selected = branches.find((b) => b.id === selectedId) ?? branches[0];
  return (
    <Card className={styles.card} title="Hệ thống chi nhánh">
      {usingDefaults ? (
        <Alert
          type="warning"
          showIcon
          title={CONTACT_MESSAGES.branchesLoadFailed}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {isLoading || !selected ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <Select
            aria-label="Chọn chi nhánh"
            style={{ width: '100%', marginBottom: 16 }}
            value={selected.id}
            onChange={onSelect}
            options={branches.map((b) => ({ value: b.id, label: b.name }))}
          />
          <Descriptions
            colon={false}
            column={1}
            size="small"
            items={[
              {
                key: 'address',
                label: <EnvironmentOutlined aria-label="Địa chỉ" />,
                children: selected.address,
              },
              {
                key: 'phone',
                label: <PhoneOutlined aria-label="Điện thoại" />,
                children: <a href={`tel:${selected.phone.replace(/\s/g, '')}`}>{selected.phone}</a>,
              },
              ...(selected.email
                ? [
                    {
                      key: 'email',
                      label: <MailOutlined aria-label="Email" />,
                      children: <a href={`mailto:${selected.email}`}>{selected.email}</a>,
                    },
                  ]
                : []),
              {
                key: 'hours',
                label: <ClockCircleOutlined aria-label="Giờ mở cửa" />,
                children: usingDefaults
                  ? selected.working_hours
                  : `Hôm nay: ${selected.working_hours}`,
              },
            ]}
          />
          {selected.description ? (
            <p className={`${styles.muted} ${styles.branchNote}`}>{selected.description}</p>
          ) : null}
        </>
      )}
    </Card>
  );
}
