import { MoonOutlined, SunOutlined } from '../../components/icons';
import type { MouseEvent } from 'react';
import { toggleTheme, useTheme } from './theme-controller';

/** Icon-only light/dark switch; shows the sun in dark mode (what you get by clicking) and vice versa. */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const keyboard = event.clientX === 0 && event.clientY === 0;
    toggleTheme(keyboard ? undefined : { x: event.clientX, y: event.clientY });
  };
  return (
    <button
      type="button"
      className={className}
      aria-label="切换主题"
      title={theme === 'dark' ? '浅色模式' : '深色模式'}
      data-theme-state={theme}
      onClick={onClick}
    >
      {theme === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
    </button>
  );
}
