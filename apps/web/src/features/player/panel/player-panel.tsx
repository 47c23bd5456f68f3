import { CloseOutlined, CustomerServiceFilled, SearchOutlined } from '../../../components/icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AntdScope } from '../../../components/antd-scope';
import { PLAYER_VERSION } from '../constants';
import { TEXT } from '../text';
import { songCover } from '../logic/song-view';
import { SongSearch } from '../search/song-search';
import { closePlayer, setShowLyricBoard, usePlayerStore } from '../store';
import { PlayerBar } from './player-bar';
import { IconButton } from '../icon-button';
import styles from './player-panel.module.css';
import { PlaylistBrowser } from './playlist-browser';
import { usePlayerShortcuts } from './use-player-shortcuts';

const LyricBoard = lazy(async () => ({ default: (await import('../lyrics/lyric-board')).LyricBoard }));

type View = 'playlist' | 'search';

/**
 * The full player (docs/spec.md §2): a glass panel over the blurred cover with 分类歌单, song search and
 * the lyric board, and the transport bar. Escape or 关闭 closes it.
 */
export function PlayerPanel() {
  const open = usePlayerStore((state) => state.isShowMusicPlayer);
  const showLyricBoard = usePlayerStore((state) => state.showLyricBoard);
  const lyricType = usePlayerStore((state) => state.lyricType);
  const cover = usePlayerStore((state) => songCover(state.currentSong));
  const [view, setView] = useState<View>('playlist');
  const dialogRef = useRef<HTMLDivElement>(null);
  usePlayerShortcuts(open);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.fullscreenElement) closePlayer();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      previous?.focus?.({ preventScroll: true });
    };
  }, [open]);

  const choose = (next: View) => {
    setView(next);
    setShowLyricBoard(false);
  };

  return (
    <AntdScope>
      <div
        ref={dialogRef}
        className={styles.overlay}
        data-open={open}
        data-testid="player-panel"
        role="dialog"
        aria-modal="true"
        aria-label="音乐播放器"
        aria-hidden={!open || undefined}
        tabIndex={-1}
      >
        <div className={styles.backdrop} aria-hidden>
          {cover && <img src={cover} alt="" />}
        </div>
        <div className={styles.shell}>
          <header className={styles.top}>
            <div className={styles.brand}>
              <CustomerServiceFilled aria-hidden className={styles.brandIcon} />
              <span>音乐</span>
              <span className={styles.version} data-testid="player-version">
                v{PLAYER_VERSION}
              </span>
            </div>
            <nav className={styles.tabs} role="tablist" aria-label="播放器视图">
              <button
                type="button"
                role="tab"
                aria-selected={!showLyricBoard && view === 'playlist'}
                onClick={() => choose('playlist')}
              >
                {TEXT.categories}
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={!showLyricBoard && view === 'search'}
                onClick={() => choose('search')}
              >
                <SearchOutlined aria-hidden /> {TEXT.searchButton}
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={showLyricBoard}
                onClick={() => setShowLyricBoard(true)}
              >
                {TEXT.labels.lyric}
              </button>
            </nav>
            <IconButton className={styles.close} label={TEXT.labels.close} onClick={closePlayer}>
              <CloseOutlined aria-hidden />
            </IconButton>
          </header>
          <div className={styles.body}>
            <div className={styles.view} hidden={showLyricBoard}>
              {view === 'playlist' ? <PlaylistBrowser /> : <SongSearch />}
            </div>
            {showLyricBoard && lyricType === 'COMMON' && (
              <Suspense fallback={<div className={styles.lyricFallback} />}>
                <LyricBoard />
              </Suspense>
            )}
          </div>
          <PlayerBar />
          {/* SPECIAL covers the whole panel, the transport bar too. */}
          {showLyricBoard && lyricType === 'SPECIAL' && (
            <Suspense fallback={null}>
              <LyricBoard />
            </Suspense>
          )}
        </div>
      </div>
    </AntdScope>
  );
}
