import { AppstoreOutlined, BarsOutlined } from '../../../components/icons';
import { setMessageTypeIsCard, useStaticStore } from '../../../stores/static-store';
import styles from './mode-switch.module.css';

/** Switches the board between the danmaku wall and the cards; the choice is kept (messageTypeIsCard). */
export function ModeSwitch({ onBanner = false }: { onBanner?: boolean }) {
  const isCard = useStaticStore((state) => state.messageTypeIsCard);
  return (
    <button
      type="button"
      className={[styles.switch, onBanner && styles.onBanner].filter(Boolean).join(' ')}
      data-testid="message-mode-switch"
      onClick={() => setMessageTypeIsCard(!isCard)}
    >
      {isCard ? <BarsOutlined aria-hidden /> : <AppstoreOutlined aria-hidden />}
      {isCard ? '切换成弹幕模式' : '切换成卡片模式'}
    </button>
  );
}
