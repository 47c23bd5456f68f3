import { App } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving while `isDirty()` says there are unsaved changes: the browser's own prompt
 * on reload or closing the tab, a confirm dialog on a link inside the site.
 */
export function useUnsavedWarning(isDirty: () => boolean) {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: '还有未保存的修改',
      content: '离开后修改不会发布；本地草稿会保留，下次打开这篇文章时可以恢复。',
      okText: '离开',
      cancelText: '留在这里',
      onOk: () => blocker.proceed?.(),
      onCancel: () => blocker.reset?.(),
    });
    return () => dialog.destroy();
  }, [blocker, modal]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
