import { notification } from 'antd';
import { useEffect } from 'react';
import { AntdScope } from '../../components/antd-scope';
import { TOAST_OFFSET } from '../../lib/toast';
import { attachToastApi } from './lazy-toast-api';

function ToastHolder() {
  const [notificationApi, notificationHolder] = notification.useNotification({
    top: TOAST_OFFSET,
    placement: 'topRight',
  });
  useEffect(() => attachToastApi({ notification: notificationApi }), [notificationApi]);
  return notificationHolder;
}

/** antd's notification, themed like the rest of the site; loaded with the first toast. */
export function ToastHost() {
  return (
    <AntdScope>
      <ToastHolder />
    </AntdScope>
  );
}
