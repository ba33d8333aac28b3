import { readCartQuantity } from '@salon/shared';
import { QuantityInput } from '../../../components/QuantityInput';

/**
 * A line's quantity, always showing what is saved (or being saved). The arrows commit at once;
 * typed or pasted text commits on Enter or on leaving the box (Tab, a click elsewhere), read by
 * `readCartQuantity`: above the line's maximum is lowered to it and saved, 0 removes the line,
 * a negative number or blank puts the saved quantity back.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  onRemove,
  disabled,
  label,
  size = 'middle',
}: {
  value: number;
  max: number;
  /** `requested` is what was typed, when the box lowered it to `quantity`. */
  onChange: (quantity: number, requested: number) => void;
  onRemove: () => void;
  disabled?: boolean;
  label: string;
  size?: 'small' | 'middle';
}) {
  /*
   * The box's own text is read when it is committed: Ant Design's InputNumber keeps out-of-range
   * text away from onChange while typing and, on Enter or blur, puts back the controlled
   * `value` (the saved quantity), which the cart's optimistic update then moves to the new one.
   */
  const commit = (text: string) => {
    const input = readCartQuantity(text, max);
    if (input.action === 'remove') onRemove();
    else if (input.action === 'set' && input.quantity !== value) {
      onChange(input.quantity, Number(text.trim()));
    }
  };

  return (
    <QuantityInput
      name={label}
      size={size}
      max={Math.max(1, max)}
      value={value}
      disabled={disabled}
      inputWidth={size === 'small' ? 48 : 56}
      onStep={(next) => commit(String(next))}
      // The key and focus events come from the input itself (the handler may sit on its wrapper).
      onPressEnter={(event) => commit((event.target as HTMLInputElement).value)}
      onBlur={(event) => commit(event.target.value)}
    />
  );
}
