import { Input } from 'antd';
import type { FocusEvent } from 'react';

/**
 * The boxes of a one-time code (6 digits). Ant Design's OTP tells its form only once every box
 * is filled, so a form holding 5 digits said "enter the code" instead of its real fault; this
 * one hands the form every digit typed, so the code's own rule speaks ('Mã xác thực phải có 6
 * chữ số!'). Put it in a `Form.Item` with `validateTrigger="onBlur"`: the rule runs when focus
 * leaves the boxes (not while typing) and once the last box is filled.
 */
export function CodeInput({
  value,
  onChange,
  onBlur,
  length = 6,
  id,
  autoFocus,
  'aria-label': ariaLabel,
}: {
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  length?: number;
  id?: string;
  autoFocus?: boolean;
  'aria-label'?: string;
}) {
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };
  return (
    <div onBlur={leave}>
      <Input.OTP
        id={id}
        length={length}
        inputMode="numeric"
        formatter={(text) => text.replace(/\D/g, '')}
        value={value ?? ''}
        onInput={(cells) => {
          const code = cells.join('');
          onChange?.(code);
          if (code.length === length) onBlur?.();
        }}
        autoFocus={autoFocus}
        aria-label={ariaLabel}
      />
    </div>
  );
}
