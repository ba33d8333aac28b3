import { Modal } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving asks first: another page of the app (a confirm dialog) and closing or
 * reloading the tab (the browser's own prompt).
 */
export function useLeaveGuard(dirty: boolean, question: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const [modal, holder] = Modal.useModal();

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void modal.confirm({
      title: 'Rời trang?',
      content: question,
      okText: 'Rời trang',
      okButtonProps: { danger: true },
      cancelText: 'Ở lại',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, question]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return holder;
}
