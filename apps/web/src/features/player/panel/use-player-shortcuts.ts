import { useEffect } from 'react';
import { SEEK_STEP_SECONDS, VOLUME_STEP } from '../constants';
import { seekBy, setVolume, togglePlay } from '../engine/audio-engine';
import { shortcutFor } from '../logic/shortcuts';
import { getPlayerState } from '../store';

/** While the panel is open: space plays/pauses, ←/→ seek 5 s, ↑/↓ change the volume; never inside inputs. */
export function usePlayerShortcuts(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutFor(event, SEEK_STEP_SECONDS, VOLUME_STEP);
      if (!action) return;
      event.preventDefault();
      if (action.type === 'toggle') void togglePlay();
      else if (action.type === 'seek') void seekBy(action.seconds);
      else setVolume(getPlayerState().volume + action.delta);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
