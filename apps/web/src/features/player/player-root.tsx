import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { onDemand } from '../../components/on-demand';
import { QuietBoundary } from '../../components/quiet-boundary';
import { prefetchWhenIdle } from '../../lib/when-idle';
import { MusicDisc } from './disc/music-disc';
import { loadEngine, startPlayer } from './engine/engine-loader';
import styles from './player-root.module.css';
import { openPlayer, openSpecialLyrics, usePlayerStore } from './store';
import { useScrollLock } from './use-scroll-lock';

const playerPanel = onDemand(
  async () => (await import('./panel/player-panel')).PlayerPanel,
  () => <PanelLoading />,
);
export const loadPlayerPanel = playerPanel.preload;
const PlayerPanel = playerPanel.Component;

/** The pointer is on its way to the disc: the panel's and the engine's code. */
const preloadPlayer = () => Promise.all([loadPlayerPanel(), loadEngine()]);

/** Where the panel will be, while its code arrives (the first open on a slow connection). */
function PanelLoading() {
  const isOpen = usePlayerStore((state) => state.isShowMusicPlayer);
  return isOpen && <div className={styles.loading} role="status" aria-label="播放器加载中" />;
}

/** The window event the header's 音乐 item sends (docs/spec.md §2). */
export const OPEN_PLAYER_EVENT = 'openMusicPlayer';

/**
 * The music player on every page (docs/spec.md §2): the floating disc while the panel is closed, the
 * panel (its own chunk, loaded the first time it opens) while open. Scroll is locked while open.
 */
export function PlayerRoot() {
  const isOpen = usePlayerStore((state) => state.isShowMusicPlayer);
  const [searchParams] = useSearchParams();
  const showSpecial = searchParams.has('showSpecial');
  // The panel stays mounted after the first open so it can animate closed and open again at once.
  const [panelWanted, setPanelWanted] = useState(isOpen);
  if (isOpen && !panelWanted) setPanelWanted(true);

  // The panel opens at once: its code arrives once the page has settled.
  useEffect(() => prefetchWhenIdle(() => void loadPlayerPanel()), []);

  useEffect(() => {
    startPlayer();
    window.addEventListener(OPEN_PLAYER_EVENT, openPlayer);
    return () => window.removeEventListener(OPEN_PLAYER_EVENT, openPlayer);
  }, []);

  useEffect(() => {
    // The panel's parts play through the engine: start it with them.
    if (panelWanted) void loadEngine().catch(() => undefined);
  }, [panelWanted]);

  useEffect(() => {
    if (showSpecial) openSpecialLyrics();
  }, [showSpecial]);

  useScrollLock(isOpen);

  return (
    <>
      <MusicDisc hidden={isOpen} onIntent={preloadPlayer} />
      {panelWanted && (
        <QuietBoundary name="player panel">
          <Suspense fallback={<PanelLoading />}>
            <PlayerPanel />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
}
