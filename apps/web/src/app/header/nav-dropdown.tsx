import { DownOutlined } from '../../components/icons';
import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import styles from './site-header.module.css';

export interface NavDropdownProps {
  /** What the trigger shows. */
  trigger: ReactNode;
  /** Accessible name of the trigger when it has no text of its own (e.g. an avatar). */
  ariaLabel?: string;
  /** The trigger's tooltip. */
  title?: string;
  children: ReactNode;
  align?: 'center' | 'end';
}

/**
 * A header submenu (disclosure pattern): opens on hover and on click/Enter, closes when the pointer
 * or focus leaves, on Escape, and after an item is chosen.
 */
export function NavDropdown({ trigger, ariaLabel, title, children, align = 'center' }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // A mouse opens the menu by hovering, so its click must not toggle it shut again.
  const pointerType = useRef('');
  const close = () => setOpen(false);
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') close();
  };
  const onTriggerClick = () => {
    const byMouse = pointerType.current === 'mouse';
    pointerType.current = '';
    setOpen((value) => byMouse || !value);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close();
  };

  return (
    <div
      className={styles.dropdown}
      data-open={open}
      data-align={align}
      onPointerOver={onPointerOver}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className={styles.navItem}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        title={title}
        onPointerDown={(event) => (pointerType.current = event.pointerType)}
        onClick={onTriggerClick}
      >
        {trigger}
        <DownOutlined aria-hidden className={styles.caret} />
      </button>
      <div id={panelId} className={styles.panel} onClick={close}>
        {children}
      </div>
    </div>
  );
}
