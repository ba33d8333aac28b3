import type { ThreatFiguresDto } from '@salon/shared';
import { formatTime } from '../../../lib/format-date';
import styles from './threats.module.css';

const HEIGHT = 120;
const GAP = 2;

/** Failed sign-ins per hour over the last 24 hours, as bars. A small SVG: no chart library. */
export function FailuresChart({ hours }: { hours: ThreatFiguresDto['failures_by_hour'] }) {
  const max = Math.max(1, ...hours.map((h) => h.count));
  const width = Math.max(hours.length * 12, 240);
  const step = width / hours.length;
  const y = (n: number) => HEIGHT - (n / max) * (HEIGHT - 10);
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Đăng nhập thất bại mỗi giờ, cao nhất ${max}`}
      >
        {hours.map((hour, i) => (
          <rect
            key={hour.hour}
            x={i * step + GAP / 2}
            y={y(hour.count)}
            width={Math.max(1, step - GAP)}
            height={HEIGHT - y(hour.count)}
            className={styles.bar}
          >
            <title>{`${formatTime(hour.hour)}: ${hour.count} lần thất bại`}</title>
          </rect>
        ))}
      </svg>
      <figcaption className={styles.legend}>
        <span>{hours[0] ? formatTime(hours[0].hour) : ''}</span>
        <span>Cao nhất {max} lần/giờ</span>
        <span>Bây giờ</span>
      </figcaption>
    </figure>
  );
}
