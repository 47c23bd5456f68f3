import { CloseOutlined, ExpandOutlined } from '../../../components/icons';
import { memo, useCallback, useEffect, useRef } from 'react';
import { MANUAL_SCROLL_PAUSE_MS } from '../constants';
import { TEXT } from '../text';
import { seekToLyric } from '../engine/audio-engine';
import { songArtist, songCover } from '../logic/song-view';
import { setLyricType, setShowLyricBoard, usePlayerStore } from '../store';
import styles from './common-lyrics.module.css';

interface LineProps {
  index: number;
  time: number | undefined;
  text: string;
  translation: string | undefined;
  active: boolean;
}

/** One line; memoised so a line change re-renders the two lines involved, not the whole list. */
const Line = memo(function Line({ index, time, text, translation, active }: LineProps) {
  return (
    <li
      className={active ? `${styles.line} ${styles.active} lyric-active` : styles.line}
      data-active={active}
      data-index={index}
      data-time={time}
      onClick={() => void seekToLyric(index)}
    >
      <span className={styles.text}>{text}</span>
      {translation && <span className={styles.translation}>{translation}</span>}
    </li>
  );
});

/**
 * COMMON lyrics (docs/spec.md §2, §4): every line, the current one lit and kept in the middle — except
 * for 1 s after the visitor scrolls — and a click on a line seeks there.
 */
export function CommonLyrics() {
  const song = usePlayerStore((state) => state.currentSong);
  const lines = usePlayerStore((state) => state.songInfo?.lyricList);
  const times = usePlayerStore((state) => state.songInfo?.lyricTimeList);
  const index = usePlayerStore((state) => state.currentLyricIndex);
  const isPaused = usePlayerStore((state) => state.isPaused);
  const loading = usePlayerStore((state) => state.isLoading);
  const listRef = useRef<HTMLOListElement>(null);
  const manualUntil = useRef(0);
  const resumeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cover = songCover(song);

  const centre = useCallback((smooth: boolean) => {
    const list = listRef.current;
    const line = list?.querySelector<HTMLElement>('[data-active="true"]');
    if (!list || !line) return;
    const top = line.offsetTop - list.clientHeight / 2 + line.offsetHeight / 2;
    list.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
  }, []);

  useEffect(() => {
    if (performance.now() >= manualUntil.current) centre(true);
  }, [index, centre]);

  // On opening, jump straight to the line.
  useEffect(() => {
    centre(false);
  }, [lines, centre]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  /** The visitor scrolls: leave the list alone for 1 s, then come back to the current line. */
  const onManualScroll = () => {
    manualUntil.current = performance.now() + MANUAL_SCROLL_PAUSE_MS;
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => centre(true), MANUAL_SCROLL_PAUSE_MS);
  };

  return (
    <section
      className={styles.board}
      aria-label={TEXT.labels.lyric}
      data-testid="lyric-board"
      data-type="COMMON"
    >
      <div className={styles.side}>
        <div className={styles.vinyl} data-playing={!isPaused}>
          {cover ? <img src={cover} alt="" /> : <span className={styles.blank} />}
        </div>
        <div className={styles.meta}>
          <h2 className={styles.title}>{song?.name ?? '还没有播放歌曲'}</h2>
          <p className={styles.artist}>{songArtist(song)}</p>
        </div>
      </div>
      <div className={styles.main}>
        <div className={styles.actions}>
          <button type="button" onClick={() => setLyricType('SPECIAL')} aria-label="切换到沉浸歌词">
            <ExpandOutlined aria-hidden /> 沉浸模式
          </button>
          <button type="button" onClick={() => setShowLyricBoard(false)} aria-label="关闭歌词">
            <CloseOutlined aria-hidden />
          </button>
        </div>
        {!lines || lines.length === 0 ? (
          <p className={styles.none}>
            {loading ? '歌词加载中…' : song ? '纯音乐，请欣赏' : '还没有播放歌曲'}
          </p>
        ) : (
          <ol
            ref={listRef}
            className={styles.lines}
            data-testid="lyric-lines"
            onWheel={onManualScroll}
            onTouchMove={onManualScroll}
          >
            {lines.map((line, lineIndex) => (
              <Line
                key={`${times?.[lineIndex] ?? 0}-${lineIndex}`}
                index={lineIndex}
                time={times?.[lineIndex]}
                text={line.text}
                translation={line.translation}
                active={lineIndex === index}
              />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
