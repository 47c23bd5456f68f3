import { useEffect, useState } from 'react';
import { onDemand } from '../../components/on-demand';
import { whenIdle } from '../../lib/when-idle';
import { wantsNativeMenu } from './wants-native-menu';

const contextMenu = onDemand(async () => (await import('./context-menu')).ContextMenu);

/**
 * The right-click menu, whose code is not needed for the first view: it loads when the page has
 * settled, or at the first right-click, which then opens it where the click was.
 */
export function LazyContextMenu() {
  const [wanted, setWanted] = useState(false);
  const [firstClick, setFirstClick] = useState<{ clientX: number; clientY: number } | null>(null);

  useEffect(() => {
    if (wanted) return;
    const cancel = whenIdle(
      () =>
        void contextMenu.preload().then(
          () => setWanted(true),
          () => undefined,
        ),
    );
    const onContextMenu = (event: MouseEvent) => {
      if (wantsNativeMenu(event)) return;
      event.preventDefault();
      setFirstClick({ clientX: event.clientX, clientY: event.clientY });
      setWanted(true);
    };
    document.addEventListener('contextmenu', onContextMenu);
    return () => {
      cancel();
      document.removeEventListener('contextmenu', onContextMenu);
    };
  }, [wanted]);

  return wanted && <contextMenu.Component openAt={firstClick} />;
}
