export interface Bar {
  label: string;
  value: number;
  color?: string;
}

/**
 * Horizontal bars drawn as SVG, one a row with its label and value, scaling to the container's
 * width; no chart library.
 */
export function BarChart({
  bars,
  title,
  format,
  color = '#2d7f56',
}: {
  bars: Bar[];
  title: string;
  format: (value: number) => string;
  color?: string;
}) {
  const width = 560;
  const row = 44;
  const height = Math.max(row, bars.length * row);
  const max = Math.max(1, ...bars.map((b) => b.value));
  const barArea = width - 8;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-label={title}
      style={{ maxWidth: width, display: 'block' }}
    >
      {bars.map((bar, i) => {
        const y = i * row;
        const w = Math.max(2, (bar.value / max) * barArea);
        return (
          <g key={bar.label}>
            <text x={0} y={y + 14} fontSize={13} fill="#262626">
              {bar.label}
            </text>
            <rect x={0} y={y + 20} width={barArea} height={14} rx={4} fill="#f5f5f5" />
            <rect x={0} y={y + 20} width={w} height={14} rx={4} fill={bar.color ?? color}>
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
            </rect>
            <text x={width} y={y + 14} fontSize={13} textAnchor="end" fill="#595959">
              {format(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
