import { clampCartQuantity } from '@salon/shared';
import { InputNumber } from 'antd';
import { useState } from 'react';

/**
 * A line's quantity: from 1 to the line's maximum. The arrows commit at once; typed input
 * commits on Enter or leaving the field; empty or non-positive input is ignored.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled,
  label,
  size = 'middle',
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  label: string;
  size?: 'small' | 'middle';
}) {
  // What is being typed, until it is committed; `{ typed: null }` is an emptied field.
  const [draft, setDraft] = useState<{ typed: number | null } | null>(null);

  const commit = (raw: number | null) => {
    setDraft(null);
    const quantity = clampCartQuantity(raw, max);
    if (quantity !== null && quantity !== value) onChange(quantity);
  };

  return (
    <InputNumber
      aria-label={label}
      size={size}
      min={1}
      max={Math.max(1, max)}
      precision={0}
      value={draft ? draft.typed : value}
      disabled={disabled}
      mode="spinner"
      style={{ width: size === 'small' ? 104 : 120 }}
      onChange={(next) => setDraft({ typed: typeof next === 'number' ? next : null })}
      onStep={(next) => commit(next)}
      onPressEnter={() => {
        if (draft) commit(draft.typed);
      }}
      onBlur={() => {
        if (draft) commit(draft.typed);
      }}
    />
  );
}
