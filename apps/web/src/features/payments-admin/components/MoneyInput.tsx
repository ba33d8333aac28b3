import { formatViNumber } from '@salon/shared';
import { InputNumber, type InputNumberProps } from 'antd';

/** Whole đồng, grouped with dots as Vietnamese write them: 1.000.000 ₫. */
export function MoneyInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      min={0}
      step={1000}
      suffix="₫"
      style={{ width: '100%' }}
      formatter={(value) =>
        value === undefined || value === null ? '' : formatViNumber(Number(value))
      }
      parser={(text) => Number((text ?? '').replace(/\D/g, '')) || 0}
      {...props}
    />
  );
}
