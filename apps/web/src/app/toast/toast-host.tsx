import { message, notification } from 'antd';
import { useEffect } from 'react';
import { AntdScope } from '../../components/antd-scope';
import { TOAST_OFFSET } from '../../lib/toast';
import { attachToastApi } from './lazy-toast-api';

function ToastHolders() {
  const [messageApi, messageHolder] = message.useMessage({ top: TOAST_OFFSET });
  const [notificationApi, notificationHolder] = notification.useNotification({ top: TOAST_OFFSET });
  useEffect(
    () => attachToastApi({ message: messageApi, notification: notificationApi }),
    [messageApi, notificationApi],
  );
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}

/** antd's message and notification, themed like the rest of the site; loaded with the first toast. */
export function ToastHost() {
  return (
    <AntdScope>
      <ToastHolders />
    </AntdScope>
  );
}
