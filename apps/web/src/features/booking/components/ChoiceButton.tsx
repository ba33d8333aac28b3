import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import type { ReactNode } from 'react';
import { Icon } from '../../../ui';
import styles from './booking.module.css';

/** One option of a choice list (a service, a branch): a large radio-like button. */
export function ChoiceButton({
  selected,
  onSelect,
  image,
  title,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  image?: string | null | undefined;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className={`${styles.choice} ${selected ? styles.choiceSelected : ''}`}
      onClick={onSelect}
    >
      {image !== undefined ? (
        image ? (
          <img className={styles.choiceImage} src={image} alt="" loading="lazy" />
        ) : (
          <span className={styles.choiceImage} aria-hidden="true" />
        )
      ) : null}
      <span className={styles.choiceText}>
        <span className={styles.choiceTitle}>{title}</span>
        {children}
      </span>
      {selected ? <Icon icon={CheckCircleFilled} className={styles.choiceCheck} /> : null}
    </button>
  );
}
