import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import { Icon } from '../../../ui';
import { STEP_TITLES } from '../draft';
import styles from './booking.module.css';

/**
 * The clickable step header (Ant Design's small steps, titles under the numbers): back to any
 * step, forward only as far as every step before it is complete.
 */
export function WizardSteps({
  current,
  reachable,
  onGo,
}: {
  current: number;
  /** The furthest step that may be opened. */
  reachable: number;
  onGo: (step: number) => void;
}) {
  return (
    <nav className={styles.stepsHeader} aria-label="Các bước đặt lịch">
      <ol className={styles.steps}>
        {STEP_TITLES.map((title, index) => {
          const state = index < current ? 'finish' : index === current ? 'process' : 'wait';
          return (
            <li key={title} className={styles.stepItem} data-state={state}>
              <button
                type="button"
                className={styles.stepButton}
                aria-current={index === current ? 'step' : undefined}
                disabled={index > reachable}
                onClick={() => onGo(index)}
              >
                <span className={styles.stepIcon}>
                  {state === 'finish' ? <Icon icon={CheckOutlined} /> : index + 1}
                </span>
                <span className={styles.stepTitle}>{title}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
