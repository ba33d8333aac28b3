import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { BOOKING_MESSAGES, type PublicBranch } from '@salon/shared';
import { Empty, Icon, SkeletonText } from '../../../../ui';
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
  if (branches.isPending) return <SkeletonText lines={5} />;
  if (branches.isError) {
    return <LoadFailed error={branches.error} onRetry={() => void branches.refetch()} />;
  }
  if (branches.data.length === 0) {
    return <Empty description={BOOKING_MESSAGES.noBranches} />;
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
            <Icon icon={EnvironmentOutlined} /> {branch.address}
          </span>
          <span className={styles.choiceMeta}>
            <Icon icon={PhoneOutlined} /> {branch.phone}
            {' · '}
            <Icon icon={ClockCircleOutlined} /> Hôm nay {branch.working_hours}
          </span>
        </ChoiceButton>
      ))}
    </div>
  );
}
