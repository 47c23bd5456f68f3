import { BgColorsOutlined, CheckOutlined } from '../../../components/icons';
import { useEffect, useId, useRef, useState } from 'react';
import {
  CODE_THEMES,
  PREVIEW_THEMES,
  setCodeTheme,
  setPreviewTheme,
  useStaticStore,
} from '../../../stores/static-store';
import styles from './theme-picker.module.css';

interface ThemeGroupProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}

function ThemeGroup<T extends string>({ label, options, value, onChange }: ThemeGroupProps<T>) {
  const labelId = useId();
  return (
    <div className={styles.group}>
      <p id={labelId} className={styles.groupLabel}>
        {label}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.options}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={option === value}
            className={styles.option}
            onClick={() => onChange(option)}
          >
            {option === value && <CheckOutlined aria-hidden className={styles.check} />}
            {option}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * 阅读主题: a small panel to switch the article's preview theme and code theme (docs/spec.md §3). The
 * choice is kept in the static store (`staticState`), so every article opens the way you left it.
 */
export function ThemePicker() {
  const previewTheme = useStaticStore((state) => state.previewTheme);
  const codeTheme = useStaticStore((state) => state.codeTheme);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={styles.picker} ref={rootRef}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <BgColorsOutlined aria-hidden />
        阅读主题
      </button>
      {open && (
        <div id={panelId} role="dialog" aria-label="阅读主题" className={styles.panel}>
          <ThemeGroup
            label="文章主题"
            options={PREVIEW_THEMES}
            value={previewTheme}
            onChange={setPreviewTheme}
          />
          <ThemeGroup label="代码主题" options={CODE_THEMES} value={codeTheme} onChange={setCodeTheme} />
        </div>
      )}
    </div>
  );
}
