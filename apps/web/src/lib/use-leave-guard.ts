import { Modal } from 'antd';
import { useEffect, useRef } from 'react';
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
  // One question per blocked navigation, however often the page renders meanwhile.
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asking.current = false;
      return;
    }
    if (asking.current) return;
    asking.current = true;
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
