import { useRef } from 'react';
import { CustomerServiceFilled, LeftOutlined, RightOutlined } from '../../../components/icons';
import { PlayButton } from '../play-button';
import { songArtist, songCover } from '../logic/song-view';
import { openPlayer, toggleDiscImage, usePlayerStore } from '../store';
import styles from './music-disc.module.css';
import { useDocked } from './use-docked';

export interface MusicDiscProps {
  hidden: boolean;
  /** The visitor is about to open the panel (pointer over the disc): fetch its code. */
  onIntent: () => unknown;
}

/**
 * The floating disc (docs/spec.md §2), bottom-left so it never covers the back-to-top button: the cover
 * spins while playing; title, artist (or 歌手走丢了) and play/pause beside it. Clicking the disc
 * opens the panel. It can fold down to just the cover (isToggleImg).
 */
export function MusicDisc({ hidden, onIntent }: MusicDiscProps) {
  const song = usePlayerStore((state) => state.currentSong);
  const isPaused = usePlayerStore((state) => state.isPaused);
  const folded = usePlayerStore((state) => state.isToggleImg);
  const cover = songCover(song);
  const discRef = useRef<HTMLDivElement>(null);
  const docked = useDocked(discRef);

  return (
    <div
      ref={discRef}
      className={styles.disc}
      data-testid="music-disc"
      data-hidden={hidden}
      data-folded={folded}
      data-docked={docked}
      data-playing={!isPaused}
      aria-hidden={hidden || undefined}
      onPointerEnter={() => void onIntent()}
      onTouchStart={() => void onIntent()}
      onFocus={() => void onIntent()}
    >
      <button
        type="button"
        className={styles.open}
        aria-label="打开音乐播放器"
        title={song ? `${song.name} - ${songArtist(song)}` : '音乐播放器'}
        onClick={openPlayer}
        tabIndex={hidden ? -1 : 0}
      >
        <span className={styles.record}>
          {cover ? (
            <img className={styles.cover} src={cover} alt="" width={48} height={48} decoding="async" />
          ) : (
            <span className={styles.placeholder}>
              <CustomerServiceFilled aria-hidden />
            </span>
          )}
        </span>
        <span className={styles.text}>
          <span className={styles.title} data-testid="disc-title">
            {song?.name ?? '听听音乐'}
          </span>
          <span className={styles.artist}>{song ? songArtist(song) : '点击打开播放器'}</span>
        </span>
      </button>
      <PlayButton className={styles.play} tabIndex={hidden ? -1 : 0} />
      <button
        type="button"
        className={styles.fold}
        aria-label={folded ? '展开' : '收起'}
        aria-expanded={!folded}
        onClick={toggleDiscImage}
        tabIndex={hidden ? -1 : 0}
      >
        {folded ? <RightOutlined aria-hidden /> : <LeftOutlined aria-hidden />}
      </button>
    </div>
  );
}
