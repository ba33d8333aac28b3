import { ClockCircleOutlined, EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { BOOKING_MESSAGES, type PublicBranch } from '@salon/shared';
import { Empty, Skeleton } from 'antd';
import { usePublicBranches } from '../../../branches/api/public-branches';
import styles from '../booking.module.css';
import { ChoiceButton } from '../ChoiceButton';
import { LoadFailed } from '../LoadFailed';

/** Step 2: the salon's branches with address, phone and hours. */
export function BranchStep({
  value,
  onSelect,
}: {
  value: PublicBranch | null;
  onSelect: (branch: PublicBranch) => void;
}) {
  const branches = usePublicBranches();
  if (branches.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (branches.isError) {
    return <LoadFailed error={branches.error} onRetry={() => void branches.refetch()} />;
  }
  if (branches.data.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={BOOKING_MESSAGES.noBranches} />;
  }
  return (
    <div className={styles.choices} role="radiogroup" aria-label="Chi nhánh">
      {branches.data.map((branch) => (
        <ChoiceButton
          key={branch.id}
          selected={value?.id === branch.id}
          onSelect={() => onSelect(branch)}
          title={branch.name}
        >
          <span className={styles.choiceMeta}>
            <EnvironmentOutlined /> {branch.address}
          </span>
          <span className={styles.choiceMeta}>
            <PhoneOutlined /> {branch.phone}
            {' · '}
            <ClockCircleOutlined /> Hôm nay {branch.working_hours}
          </span>
        </ChoiceButton>
      ))}
    </div>
  );
}
