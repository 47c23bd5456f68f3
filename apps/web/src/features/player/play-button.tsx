import { CaretRightFilled, PauseOutlined } from '../../components/icons';
import { DISC_TEXT } from './constants';
import { togglePlay } from './engine/engine-loader';
import { usePlayerStore } from './store';

export interface PlayButtonProps {
  className?: string;
  /** While a song loads (the bar's spinner ring). */
  loading?: boolean;
  tabIndex?: number;
}

/** 播放 / 暂停 for the current song: the disc's, the bar's and the lyric board's round button. */
export function PlayButton({ className, loading, tabIndex }: PlayButtonProps) {
  const isPaused = usePlayerStore((state) => state.isPaused);
  return (
    <button
      type="button"
      className={className}
      aria-label={isPaused ? DISC_TEXT.play : DISC_TEXT.pause}
      data-loading={loading}
      onClick={() => void togglePlay()}
      tabIndex={tabIndex}
    >
      {isPaused ? <CaretRightFilled aria-hidden /> : <PauseOutlined aria-hidden />}
    </button>
  );
}
