export interface PieSlice {
  label: string;
  value: number;
  color: string;
}

/** A small pie chart drawn as SVG, with a legend; no chart library. */
export function PieChart({ slices, title }: { slices: PieSlice[]; title: string }) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const size = 160;
  const r = size / 2;
  let angle = -Math.PI / 2;
  const paths = slices
    .filter((s) => s.value > 0)
    .map((slice) => {
      const sweep = (slice.value / total) * Math.PI * 2;
      const start = angle;
      angle += sweep;
      if (sweep >= Math.PI * 2 - 1e-6) {
        return <circle key={slice.label} cx={r} cy={r} r={r} fill={slice.color} />;
      }
      const x1 = r + r * Math.cos(start);
      const y1 = r + r * Math.sin(start);
      const x2 = r + r * Math.cos(angle);
      const y2 = r + r * Math.sin(angle);
      const large = sweep > Math.PI ? 1 : 0;
      return (
        <path
          key={slice.label}
          d={`M${r},${r} L${x1},${y1} A${r},${r} 0 ${large} 1 ${x2},${y2} Z`}
          fill={slice.color}
          stroke="#fff"
          strokeWidth={1.5}
        />
      );
    });
  return (
    <figure style={{ margin: 0, display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={title}>
        {total === 0 ? <circle cx={r} cy={r} r={r} fill="#f0f0f0" /> : paths}
      </svg>
      <figcaption>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {slices.map((slice) => (
            <li
              key={slice.label}
              style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 6 }}
            >
              <span
                aria-hidden
                style={{
                  width: 12,
                  height: 12,
                  borderRadius: 2,
                  background: slice.color,
                  display: 'inline-block',
                }}
              />
              <span>
                {slice.label}: <strong>{slice.value}</strong>
                {total > 0 ? ` (${Math.round((slice.value / total) * 100)}%)` : ''}
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
