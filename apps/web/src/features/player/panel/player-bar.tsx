import {
  MutedOutlined,
  SoundOutlined,
  StepBackwardFilled,
  StepForwardFilled,
  UnorderedListOutlined,
} from '../../../components/icons';
import { Popover, Slider, Tooltip } from 'antd';
import { TEXT } from '../text';
import {
  cyclePlayModel,
  dragProgress,
  playNext,
  playPrevious,
  seekByProgress,
  setVolume,
} from '../engine/audio-engine';
import { formatTime } from '../logic/format-time';
import { songArtist, songCover } from '../logic/song-view';
import { setShowLyricBoard, usePlayerStore } from '../store';
import { CurrentPlaylist } from './current-playlist';
import { ModeIcon } from './mode-icon';
import { IconButton } from '../icon-button';
import { PlayButton } from '../play-button';
import styles from './player-bar.module.css';

/** The progress slider (step 0.1) and mm:ss times: its own component, the only one the clock re-renders. */
function Progress() {
  const hasSong = usePlayerStore((state) => state.currentSong !== undefined);
  const duration = usePlayerStore((state) => state.duration);
  const schedule = usePlayerStore((state) => state.currentSchedule);
  const max = duration > 0 ? duration : Math.max(schedule, 0.1);
  return (
    <div className={styles.progress}>
      <span className={styles.time} data-testid="current-time">
        {formatTime(schedule)}
      </span>
      <Slider
        className={styles.slider}
        min={0}
        max={max}
        step={0.1}
        value={Math.min(schedule, max)}
        tooltip={{ formatter: (value) => formatTime(value ?? 0) }}
        onChange={dragProgress}
        onChangeComplete={(value) => void seekByProgress(value)}
        ariaLabelForHandle="播放进度"
        disabled={!hasSong}
      />
      <span className={styles.time} data-testid="duration">
        {formatTime(duration)}
      </span>
    </div>
  );
}

/** Track info, transport, progress (step 0.1, mm:ss), mode, volume (0–100 → 0–1), list and lyrics. */
export function PlayerBar() {
  const song = usePlayerStore((state) => state.currentSong);
  const isPaused = usePlayerStore((state) => state.isPaused);
  const volume = usePlayerStore((state) => state.volume);
  const playModel = usePlayerStore((state) => state.playModel);
  const showLyricBoard = usePlayerStore((state) => state.showLyricBoard);
  const loading = usePlayerStore((state) => state.isLoading);
  const cover = songCover(song);

  return (
    <div className={styles.bar} data-testid="player-bar">
      <button
        type="button"
        className={styles.track}
        onClick={() => setShowLyricBoard(!showLyricBoard)}
        aria-label={showLyricBoard ? '收起歌词' : '展开歌词'}
      >
        <span className={styles.coverWrap} data-playing={!isPaused}>
          {cover ? <img src={cover} alt="" className={styles.cover} /> : <span className={styles.cover} />}
        </span>
        <span className={styles.trackText}>
          <span className={styles.trackName} data-testid="track-name">
            {song?.name ?? '还没有播放歌曲'}
          </span>
          <span className={styles.trackArtist} data-testid="track-artist">
            {song ? songArtist(song) : '选一首喜欢的歌吧'}
          </span>
        </span>
      </button>

      <div className={styles.center}>
        <div className={styles.transport}>
          <Tooltip title={TEXT.modes[playModel]}>
            <IconButton
              className={styles.icon}
              label={TEXT.labels.mode}
              data-mode={playModel}
              onClick={cyclePlayModel}
            >
              <ModeIcon model={playModel} />
            </IconButton>
          </Tooltip>
          <IconButton
            className={styles.icon}
            label={TEXT.labels.previous}
            onClick={() => void playPrevious()}
          >
            <StepBackwardFilled aria-hidden />
          </IconButton>
          <PlayButton className={styles.play} loading={loading} />
          <IconButton className={styles.icon} label={TEXT.labels.next} onClick={() => void playNext()}>
            <StepForwardFilled aria-hidden />
          </IconButton>
          <Popover content={<CurrentPlaylist />} trigger="click" placement="top" arrow={false}>
            <IconButton className={styles.icon} label={TEXT.labels.playlist}>
              <UnorderedListOutlined aria-hidden />
            </IconButton>
          </Popover>
        </div>
        <Progress />
      </div>

      <div className={styles.tools}>
        <Popover
          trigger="click"
          placement="top"
          content={
            <div className={styles.volume}>
              <Slider
                vertical
                min={0}
                max={100}
                value={Math.round(volume * 100)}
                onChange={(value) => setVolume(value / 100)}
                ariaLabelForHandle={TEXT.labels.volume}
              />
              <span>{Math.round(volume * 100)}</span>
            </div>
          }
        >
          <button type="button" className={styles.icon} aria-label={TEXT.labels.volume}>
            {volume === 0 ? <MutedOutlined aria-hidden /> : <SoundOutlined aria-hidden />}
          </button>
        </Popover>
        <button
          type="button"
          className={styles.icon}
          aria-label={TEXT.labels.lyric}
          aria-pressed={showLyricBoard}
          onClick={() => setShowLyricBoard(!showLyricBoard)}
        >
          <span className={styles.glyph}>词</span>
        </button>
      </div>
    </div>
  );
}
