import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { CONTACT_MESSAGES, DEFAULT_BRANCHES, type PublicBranch } from '@salon/shared';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import type { ReactNode } from 'react';
import { Alert, Icon, SkeletonText } from '../../../ui';
import { usePublicBranches } from '../../branches/api/public-branches';
import { ContentCard } from './ContentCard';
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

function Detail({
  icon,
  label,
  children,
}: {
  icon: IconDefinition;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.detail}>
      <dt className={styles.detailIcon}>
        <Icon icon={icon} label={label} />
      </dt>
      <dd className={styles.detailValue}>{children}</dd>
    </div>
  );
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
    <ContentCard className={styles.card} title="Hệ thống chi nhánh">
      {usingDefaults ? (
        <Alert
          type="warning"
          title={CONTACT_MESSAGES.branchesLoadFailed}
          className={styles.branchAlert}
        />
      ) : null}
      {isLoading || !selected ? (
        <SkeletonText lines={5} />
      ) : (
        <>
          <select
            aria-label="Chọn chi nhánh"
            className={styles.select}
            value={selected.id}
            onChange={(event) => onSelect(Number(event.target.value))}
          >
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
          <dl className={styles.details}>
            <Detail icon={EnvironmentOutlined} label="Địa chỉ">
              {selected.address}
            </Detail>
            <Detail icon={PhoneOutlined} label="Điện thoại">
              <a className={styles.touchLink} href={`tel:${selected.phone.replace(/\s/g, '')}`}>
                {selected.phone}
              </a>
            </Detail>
            {selected.email ? (
              <Detail icon={MailOutlined} label="Email">
                <a className={styles.touchLink} href={`mailto:${selected.email}`}>
                  {selected.email}
                </a>
              </Detail>
            ) : null}
            <Detail icon={ClockCircleOutlined} label="Giờ mở cửa">
              {usingDefaults ? selected.working_hours : `Hôm nay: ${selected.working_hours}`}
            </Detail>
          </dl>
          {selected.description ? (
            <p className={`${styles.muted} ${styles.branchNote}`}>{selected.description}</p>
          ) : null}
        </>
      )}
    </ContentCard>
  );
}
