export interface LinePoint {
  label: string;
  value: number;
}

/** A small line chart drawn as SVG (scales to its container's width); no chart library. */
export function LineChart({
  points,
  title,
  color = '#2d7f56',
}: {
  points: LinePoint[];
  title: string;
  color?: string;
}) {
  const width = 560;
  const height = 200;
  const pad = { left: 32, right: 12, top: 16, bottom: 28 };
  const max = Math.max(1, ...points.map((p) => p.value));
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const x = (i: number) =>
    pad.left + (points.length <= 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => pad.top + innerH - (v / max) * innerH;
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(p.value)}`).join(' ');
  const ticks = Array.from(new Set([0, Math.round(max / 2), max]));
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-label={title}
      style={{ maxWidth: width }}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} stroke="#f0f0f0" />
          <text x={pad.left - 6} y={y(tick) + 4} fontSize={11} textAnchor="end" fill="#8c8c8c">
            {tick}
          </text>
        </g>
      ))}
      <path d={line} fill="none" stroke={color} strokeWidth={2} />
      {points.map((p, i) => (
        <g key={p.label}>
          <circle cx={x(i)} cy={y(p.value)} r={3.5} fill={color}>
            <title>{`${p.label}: ${p.value}`}</title>
          </circle>
          {i % 2 === points.length % 2 || points.length <= 6 ? (
            <text x={x(i)} y={height - 8} fontSize={11} textAnchor="middle" fill="#8c8c8c">
              {p.label}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
