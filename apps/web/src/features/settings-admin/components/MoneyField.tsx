import { InputNumber } from 'antd';

/** Whole đồng with dot thousands (30.000), as amounts are written in Vietnamese. */
export function MoneyField(props: { value?: number; onChange?: (value: number | null) => void }) {
  return (
    <InputNumber<number>
      {...props}
      min={0}
      step={1000}
      style={{ width: '100%' }}
      suffix="₫"
      inputMode="numeric"
      formatter={(value) => `${value ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}
      parser={(text) => Number((text ?? '').replace(/\D/g, ''))}
    />
  );
}
