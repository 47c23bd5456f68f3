import { NavLink } from 'react-router';
import { openMusicPlayer, type NavLeaf } from './nav-items';

/** One menu entry: a link to a page, or the 音乐 action. */
export function NavLeafItem({
  entry,
  className,
  title,
}: {
  entry: NavLeaf;
  className?: string;
  title?: string;
}) {
  if (entry.kind === 'music') {
    return (
      <button type="button" className={className} title={title} onClick={openMusicPlayer}>
        {entry.icon}
        <span>{entry.label}</span>
      </button>
    );
  }
  return (
    <NavLink to={entry.to} className={className} title={title}>
      {entry.icon}
      <span>{entry.label}</span>
    </NavLink>
  );
}
