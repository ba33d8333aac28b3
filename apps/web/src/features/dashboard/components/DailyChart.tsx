import { appointmentsOfDayLink, type DashboardDto } from '@salon/shared';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import styles from './dashboard.module.css';

const HEIGHT = 140;
const GAP = 2;

/**
 * Appointments per day as bars (each a link to that day's list), the previous period's days as
 * a line over them, day by day. A small SVG of our own: no chart library.
 */
export function DailyChart({ data, branchId }: { data: DashboardDto; branchId: number | null }) {
  const days = data.daily;
  const before = data.previous_daily;
  const max = Math.max(1, ...days.map((d) => d.appointments), ...before.map((d) => d.appointments));
  const width = Math.max(days.length * 12, 240);
  const step = width / days.length;
  const y = (n: number) => HEIGHT - (n / max) * (HEIGHT - 12);
  const line = before
    .map((d, i) => `${(i * step + step / 2).toFixed(1)},${y(d.appointments).toFixed(1)}`)
    .join(' ');
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Số lịch hẹn mỗi ngày, cao nhất ${max}`}
      >
        {days.map((day, i) => (
          <Link key={day.date} to={appointmentsOfDayLink(day.date, branchId)}>
            <rect
              x={i * step + GAP / 2}
              y={y(day.appointments)}
              width={Math.max(1, step - GAP)}
              height={HEIGHT - y(day.appointments)}
              className={styles.bar}
            >
              <title>{`${formatDate(day.date)}: ${day.appointments} lịch hẹn`}</title>
            </rect>
          </Link>
        ))}
        {before.length > 1 ? <polyline points={line} className={styles.previousLine} /> : null}
      </svg>
      <figcaption className={styles.legend}>
        <span>
          <i className={styles.swatchBar} /> Kỳ này
        </span>
        <span>
          <i className={styles.swatchLine} /> Kỳ trước
        </span>
        <span>
          {formatDate(data.period.from)} – {formatDate(data.period.to)}
        </span>
      </figcaption>
    </figure>
  );
}
