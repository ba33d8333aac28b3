import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space, type InputNumberProps } from 'antd';

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('vi') + text.slice(1);

/**
 * A quantity: a number box between "−" and "+" buttons named in Vietnamese for screen readers
 * ('Giảm số lượng …', 'Tăng số lượng …'). Ant Design's own step arrows are always named
 * "Increase Value" / "Decrease Value" in English, so the box has none of them; the keyboard's
 * arrow keys still step it. `onStep` gets the next value from a button or an arrow key.
 */
export function QuantityInput({
  value,
  min = 1,
  max,
  name,
  disabled,
  size = 'middle',
  onStep,
  inputWidth = 56,
  ...inputProps
}: Omit<InputNumberProps<number>, 'controls' | 'onStep' | 'size' | 'min' | 'max' | 'value'> & {
  value: number | null;
  min?: number;
  max: number;
  /** The box's name ('Số lượng Dầu gội …'); the buttons are 'Giảm …' and 'Tăng …' of it. */
  name: string;
  size?: 'small' | 'middle' | 'large';
  onStep: (next: number) => void;
  inputWidth?: number;
}) {
  const current = value ?? min;
  return (
    <Space.Compact size={size}>
      <Button
        icon={<MinusOutlined />}
        aria-label={`Giảm ${lowerFirst(name)}`}
        disabled={disabled || current <= min}
        onClick={() => onStep(Math.max(min, current - 1))}
      />
      <InputNumber<number>
        aria-label={name}
        {...inputProps}
        size={size}
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        controls={false}
        precision={0}
        inputMode="numeric"
        style={{ width: inputWidth, textAlign: 'center', ...inputProps.style }}
        onStep={(next) => onStep(next)}
      />
      <Button
        icon={<PlusOutlined />}
        aria-label={`Tăng ${lowerFirst(name)}`}
        disabled={disabled || current >= max}
        onClick={() => onStep(Math.min(max, current + 1))}
      />
    </Space.Compact>
  );
}
