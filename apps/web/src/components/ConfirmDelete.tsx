import { App, Popconfirm, type PopconfirmProps } from 'antd';
import {
  cloneElement,
  useCallback,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useBackOfficePreferences } from './back-office-preferences';

interface DeleteQuestion {
  /** The question asked, when the user wants to be asked. */
  title: ReactNode;
  description?: ReactNode;
  /** May return a promise: the confirm button spins until it settles. */
  onConfirm: () => void | Promise<unknown>;
}

/**
 * The one way a delete is triggered: wraps the delete button and asks first when the user's
 * "Xác nhận trước khi xóa" is on (the default), or deletes on the click itself when it is off.
 */
export function ConfirmDelete({
  title,
  description,
  onConfirm,
  okText = 'Xóa',
  cancelText = 'Hủy',
  placement,
  disabled,
  children,
}: DeleteQuestion & {
  okText?: string;
  cancelText?: string;
  placement?: PopconfirmProps['placement'];
  disabled?: boolean;
  /** The button: it must accept `onClick`. */
  children: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
}) {
  const { confirm_before_delete } = useBackOfficePreferences();
  if (!confirm_before_delete) {
    return cloneElement(children, {
      onClick: (event: MouseEvent) => {
        // A row that opens on click must not open too.
        event.stopPropagation();
        if (!disabled) void onConfirm();
      },
    });
  }
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText={cancelText}
      placement={placement}
      disabled={disabled}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}

/**
 * The same rule for a delete started from a menu or a bulk action: a confirm dialog when the
 * user wants one, straight away otherwise.
 */
export function useConfirmDelete(): (question: DeleteQuestion) => void {
  const { confirm_before_delete } = useBackOfficePreferences();
  const { modal } = App.useApp();
  return useCallback(
    ({ title, description, onConfirm }: DeleteQuestion) => {
      if (!confirm_before_delete) {
        void onConfirm();
        return;
      }
      void modal.confirm({
        title,
        content: description,
        okText: 'Xóa',
        okButtonProps: { danger: true },
        cancelText: 'Hủy',
        onOk: () => Promise.resolve(onConfirm()).catch(() => undefined),
      });
    },
    [confirm_before_delete, modal],
  );
}
