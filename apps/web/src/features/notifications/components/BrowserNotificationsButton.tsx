import { NotificationOutlined } from '@ant-design/icons';
import { NOTIFICATION_MESSAGES as M } from '@salon/shared';
import { App, Button, type ButtonProps } from 'antd';
import { useState } from 'react';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks for browser notifications (shown for urgent ones) only when the customer clicks this
 * button. Browsers quietly block or penalise sites that ask as the page loads, and a request tied
 * to a clear label is the one people accept. Shown only while the browser has not been asked.
 */
export function BrowserNotificationsButton(props: Pick<ButtonProps, 'size' | 'type' | 'block'>) {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const { message } = App.useApp();
  if (permission !== 'default') return null;

  const ask = async () => {
    let answer: NotificationPermission;
    try {
      answer = await Notification.requestPermission();
    } catch {
      answer = Notification.permission;
    }
    setPermission(answer);
    if (answer === 'granted') void message.success(M.browserEnabled);
    else if (answer === 'denied') void message.warning(M.browserDenied);
  };

  return (
    <Button {...props} icon={<NotificationOutlined />} onClick={() => void ask()}>
      {M.enableBrowser}
    </Button>
  );
}
