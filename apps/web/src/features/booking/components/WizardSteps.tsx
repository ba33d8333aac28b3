import { Steps } from 'antd';
import { STEP_TITLES } from '../draft';
import styles from './booking.module.css';

/**
 * The clickable step header: back to any step, forward only as far as every step before it is
 * complete.
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
      <Steps
        size="small"
        titlePlacement="vertical"
        responsive={false}
        current={current}
        onChange={(step) => {
          if (step <= reachable) onGo(step);
        }}
        items={STEP_TITLES.map((title, index) => ({
          title,
          disabled: index > reachable,
        }))}
      />
    </nav>
  );
}
