import {
  ROLE_LABELS,
  TEST_NOTIFICATION_LIMITS as L,
  TEST_NOTIFICATION_MESSAGES as M,
  type RecipientOption,
  type Role,
} from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { apiRequest, errorText } from '../lib/api-client';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** Search debounce of the picker (back-office §9: dialogs wait 500 ms). */
const DEBOUNCE_MS = 500;

export function recipientLabel(person: Pick<RecipientOption, 'name' | 'phone' | 'email' | 'role'>) {
  const role = ROLE_LABELS[person.role as Role] ?? person.role;
  return [person.name, person.phone, person.email, role].filter(Boolean).join(' · ');
}

export interface RecipientPickerProps {
  value?: number | null;
  onChange?: (value: number | null, person: RecipientOption | null) => void;
  /** The person already chosen (editing), so their name shows before any search. */
  initial?: RecipientOption | null;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * Picks a person by name, phone or e-mail (searched on the server without diacritics, at word
 * starts, at most 10 results) instead of typing their id. Used by the notification form and
 * the test-notification screen.
 */
export function RecipientPicker({
  value,
  onChange,
  initial = null,
  placeholder = 'Tìm theo tên, số điện thoại hoặc email',
  disabled,
  id,
}: RecipientPickerProps) {
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<RecipientOption | null>(initial);
  const debounced = useDebouncedValue(term.trim(), DEBOUNCE_MS);
  const enough = debounced.length >= L.recipientQueryMin;
  const search = useQuery({
    queryKey: ['recipients', debounced],
    queryFn: ({ signal }) =>
      apiRequest<RecipientOption[]>(
        `/admin/notifications/recipients?q=${encodeURIComponent(debounced)}`,
        { signal },
      ),
    enabled: enough,
    staleTime: 30_000,
  });
  const found = enough ? (search.data ?? []) : [];
  const people = chosen && !found.some((p) => p.id === chosen.id) ? [chosen, ...found] : found;

  const notFoundContent = !term.trim() ? (
    M.queryTooShort
  ) : term.trim().length < L.recipientQueryMin ? (
    M.queryTooShort
  ) : search.isFetching || debounced !== term.trim() ? (
    <Spin size="small" />
  ) : search.isError ? (
    errorText(search.error, 'Không thể tìm người nhận')
  ) : (
    'Không tìm thấy ai phù hợp'
  );

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTerm, searchValue: term }}
      allowClear
      disabled={disabled}
      value={value ?? undefined}
      placeholder={placeholder}
      notFoundContent={notFoundContent}
      options={people.map((person) => ({ value: person.id, label: recipientLabel(person) }))}
      onChange={(next) => {
        const person = people.find((p) => p.id === next) ?? null;
        setChosen(person);
        onChange?.(next ?? null, person);
      }}
      style={{ width: '100%' }}
      aria-label="Người nhận"
    />
  );
}
