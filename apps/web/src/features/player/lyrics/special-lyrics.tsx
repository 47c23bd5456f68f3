import {
  BgColorsOutlined,
  CaretRightFilled,
  StepBackwardFilled,
  StepForwardFilled,
  CloseOutlined,
  CompressOutlined,
  CustomerServiceFilled,
  FullscreenExitOutlined,
  FullscreenOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '../../../components/icons';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { CONTROLS_HIDE_MS } from '../constants';
import { TEXT } from '../text';
import { playNext, playPrevious } from '../engine/audio-engine';
import { lyricFade } from '../logic/lyric-fade';
import type { FontTarget } from '../logic/lyric-style';
import { songArtist, songCover } from '../logic/song-view';
import { setLyricType, setShowLyricBoard, usePlayerStore } from '../store';
import {
  changeFontSize,
  cycleDarkness,
  setLocalBackground,
  toggleBlackBackground,
  useLyricSettings,
} from './lyric-settings';
import { IconButton } from '../icon-button';
import { PlayButton } from '../play-button';
import styles from './special-lyrics.module.css';

const FONT_LABELS: Record<FontTarget, string> = { title: '标题', author: '作者', lyric: '歌词' };

function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);
  useEffect(() => {
    const update = () => setIsFullscreen(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);
  const toggle = () => {
    const element = target.current;
    if (!element) return;
    const request = document.fullscreenElement ? document.exitFullscreen() : element.requestFullscreen?.();
    request?.catch((error: unknown) => console.warn('[player] fullscreen refused', error));
  };
  return { isFullscreen, toggle };
}

/** Controls show while the pointer moves and hide after 2 s of stillness (docs/spec.md §9). */
function useIdleControls(): [boolean, () => void] {
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const wake = () => {
    setVisible(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), CONTROLS_HIDE_MS);
  };
  useEffect(() => {
    timer.current = setTimeout(() => setVisible(false), CONTROLS_HIDE_MS);
    return () => clearTimeout(timer.current);
  }, []);
  return [visible, wake];
}

/** The current line, faded in and out by the gap to the next one (none under 1000 ms). */
function CurrentLine({ fontSize }: { fontSize: number }) {
  const index = usePlayerStore((state) => state.currentLyricIndex);
  const line = usePlayerStore((state) => state.songInfo?.lyricList[index]);
  const start = usePlayerStore((state) => state.songInfo?.lyricTimeList[index]);
  const next = usePlayerStore((state) => state.songInfo?.lyricTimeList[index + 1]);
  const isPaused = usePlayerStore((state) => state.isPaused);
  const fade = start === undefined ? undefined : lyricFade(start, next);
  // The audio clock (four times a second) says when the line's last fade-out ms begin; a seek
  // moves it, a re-render of the board does not.
  const leaving = usePlayerStore(
    (state) =>
      fade !== undefined &&
      next !== undefined &&
      fade.animate &&
      state.currentTime * 1000 >= next - fade.fadeMs,
  );
  if (!line || start === undefined || !fade)
    return <p className={styles.line} style={{ fontSize: `${fontSize}rem` }} />;
  const style = {
    fontSize: `${fontSize}rem`,
    '--fade': `${fade.fadeMs}ms`,
    animationPlayState: isPaused ? 'paused' : 'running',
  } as CSSProperties;
  return (
    <p
      key={index}
      className={`${styles.line} ${fade.animate ? (next === undefined ? styles.fadeInOnly : styles.fade) : ''} lyric-active`}
      style={style}
      data-active="true"
      data-index={index}
      data-fade={fade.animate}
      data-leaving={leaving}
    >
      <span>{line.text}</span>
      {line.translation && <small className={styles.translation}>{line.translation}</small>}
    </p>
  );
}

/** SPECIAL before any song: what to do, and the ways to a song. */
function NoSong() {
  return (
    <div className={styles.empty} data-testid="special-empty">
      <p className={styles.emptyLine}>挑一首喜欢的歌，歌词会随着旋律在这里亮起～</p>
      <div className={styles.emptyActions}>
        <button type="button" className={styles.emptyPrimary} onClick={() => setShowLyricBoard(false)}>
          <UnorderedListOutlined aria-hidden />
          去分类歌单挑一首
        </button>
        <button type="button" className={styles.emptySecondary} onClick={() => void playNext()}>
          <CaretRightFilled aria-hidden />
          随便听一首
        </button>
      </div>
    </div>
  );
}

function ToolButton({
  label,
  onClick,
  children,
  pressed,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
}) {
  return (
    <IconButton className={styles.tool} label={label} title={label} aria-pressed={pressed} onClick={onClick}>
      {children}
    </IconButton>
  );
}

/**
 * SPECIAL lyrics (docs/spec.md §2): title, artist and only the current line over the cover (or a local
 * picture, or black). Tools: font sizes, background darkness, 专业黑底, 本地图片, fullscreen by a
 * click on the cover, mode switch and close; they hide after 2 s without pointer movement.
 */
export function SpecialLyrics() {
  const song = usePlayerStore((state) => state.currentSong);
  const isPaused = usePlayerStore((state) => state.isPaused);
  const { fontSizes, darkness, isBlack, backgroundUrl } = useLyricSettings();
  const rootRef = useRef<HTMLElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const { isFullscreen, toggle } = useFullscreen(rootRef);
  const [controlsVisible, wake] = useIdleControls();
  const cover = songCover(song);
  const background = backgroundUrl ?? cover;

  return (
    <section
      ref={rootRef}
      className={styles.stage}
      data-empty={!song}
      aria-label={TEXT.labels.lyric}
      data-testid="lyric-board"
      data-type="SPECIAL"
      data-controls={controlsVisible ? 'visible' : 'hidden'}
      onPointerMove={wake}
      onPointerDown={wake}
    >
      <div className={styles.background} aria-hidden>
        {!isBlack && background && <img src={background} alt="" data-testid="special-background" />}
      </div>
      <div
        className={styles.shade}
        aria-hidden
        data-testid="special-shade"
        style={{ background: isBlack ? '#000' : `rgba(0, 0, 0, ${darkness})` }}
      />
      <div className={styles.content}>
        <button
          type="button"
          className={styles.cover}
          data-playing={!isPaused}
          onClick={toggle}
          aria-label={isFullscreen ? '退出全屏' : '全屏'}
          title={isFullscreen ? '退出全屏' : '全屏'}
        >
          {cover ? (
            <img src={cover} alt="" />
          ) : (
            // The disc's own default, as the floating disc shows it before any song.
            <span className={styles.defaultDisc} data-testid="special-default-disc">
              <CustomerServiceFilled aria-hidden />
            </span>
          )}
        </button>
        <h2
          className={styles.title}
          style={{ fontSize: `${fontSizes.title}rem` }}
          data-testid="special-title"
        >
          {song?.name ?? '还没有播放歌曲'}
        </h2>
        {song ? (
          <>
            <p
              className={styles.author}
              style={{ fontSize: `${fontSizes.author}rem` }}
              data-testid="special-author"
            >
              {songArtist(song)}
            </p>
            <CurrentLine fontSize={fontSizes.lyric} />
          </>
        ) : (
          <NoSong />
        )}
      </div>

      <div className={styles.transport}>
        <ToolButton label={TEXT.labels.previous} onClick={() => void playPrevious()}>
          <StepBackwardFilled aria-hidden />
        </ToolButton>
        <PlayButton className={styles.play} />
        <ToolButton label={TEXT.labels.next} onClick={() => void playNext()}>
          <StepForwardFilled aria-hidden />
        </ToolButton>
      </div>

      <div className={styles.toolbar} role="toolbar" aria-label="歌词设置">
        {(Object.keys(FONT_LABELS) as FontTarget[]).map((target) => (
          <span key={target} className={styles.group}>
            <span className={styles.groupLabel}>{FONT_LABELS[target]}</span>
            <ToolButton label={`${FONT_LABELS[target]}缩小`} onClick={() => changeFontSize(target, -1)}>
              A-
            </ToolButton>
            <ToolButton label={`${FONT_LABELS[target]}放大`} onClick={() => changeFontSize(target, 1)}>
              A+
            </ToolButton>
            <span className={styles.value} data-testid={`font-${target}`}>
              {fontSizes[target].toFixed(1)}
            </span>
          </span>
        ))}
        <ToolButton label={`背景暗度 ${Math.round(darkness * 100)}%`} onClick={cycleDarkness}>
          <BgColorsOutlined aria-hidden /> <span data-testid="darkness">{darkness.toFixed(1)}</span>
        </ToolButton>
        <ToolButton label="专业黑底" onClick={toggleBlackBackground} pressed={isBlack}>
          黑
        </ToolButton>
        <ToolButton
          label="本地图片"
          onClick={() => fileRef.current?.click()}
          pressed={Boolean(backgroundUrl)}
        >
          <PictureOutlined aria-hidden />
        </ToolButton>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          hidden
          data-testid="background-file"
          onChange={(event) => {
            setLocalBackground(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <ToolButton label={isFullscreen ? '退出全屏' : '全屏'} onClick={toggle}>
          {isFullscreen ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
        </ToolButton>
        <ToolButton label="切换到普通歌词" onClick={() => setLyricType('COMMON')}>
          <CompressOutlined aria-hidden />
        </ToolButton>
      </div>

      {/* Always on screen, even when the other controls have hidden: the way out of the board. */}
      <button
        type="button"
        className={styles.exit}
        aria-label="关闭歌词"
        title="关闭歌词"
        onClick={() => setShowLyricBoard(false)}
      >
        <CloseOutlined aria-hidden />
      </button>
    </section>
  );
}
