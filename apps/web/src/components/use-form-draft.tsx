import { Alert, Button, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBackOfficePreferences } from './back-office-preferences';
import { restoreDraft, serializeDraft } from './form-draft';

const PREFIX = 'salon.form-draft.';
/** How long typing pauses before the draft is written. */
const SAVE_DELAY_MS = 500;

/**
 * "Tự động lưu" for a back-office form: while it is on, what is typed is kept as a draft in this
 * browser (per user and form) and put back when the form is opened again, until it is saved or
 * the draft is dropped. `key` null: this form keeps no draft (editing an existing record).
 */
export function useFormDraft<T>(
  form: FormInstance<T>,
  key: string | null,
  { open = true, onDiscard }: { open?: boolean; onDiscard?: () => void } = {},
): {
  onValuesChange: () => void;
  /** After a successful save. */
  clear: () => void;
  /** 'Đã khôi phục bản nháp' with a way to drop it, while a restored draft is shown. */
  notice: ReactNode;
} {
  const { auto_save } = useBackOfficePreferences();
  const storageKey = key !== null && auto_save ? PREFIX + key : null;
  const [restoredFrom, setRestoredFrom] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!storageKey || !open) return;
    const draft = restoreDraft(localStorage.getItem(storageKey));
    if (!draft) return;
    form.setFieldsValue(draft as Parameters<FormInstance<T>['setFieldsValue']>[0]);
    // The notice follows once the draft is really in the form.
    queueMicrotask(() => setRestoredFrom(storageKey));
  }, [storageKey, open, form]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onValuesChange = useCallback(() => {
    if (!storageKey) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const values = form.getFieldsValue(true) as Record<string, unknown>;
      localStorage.setItem(storageKey, serializeDraft(values));
    }, SAVE_DELAY_MS);
  }, [storageKey, form]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    if (storageKey) localStorage.removeItem(storageKey);
    setRestoredFrom(null);
  }, [storageKey]);

  const notice =
    open && restoredFrom !== null && restoredFrom === storageKey ? (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="Đã khôi phục bản nháp chưa lưu của biểu mẫu này."
        action={
          <Button
            size="small"
            onClick={() => {
              clear();
              onDiscard?.();
            }}
          >
            Bỏ bản nháp
          </Button>
        }
      />
    ) : null;

  return { onValuesChange, clear, notice };
}
