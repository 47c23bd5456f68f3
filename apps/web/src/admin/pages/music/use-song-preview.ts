import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { songAudioUrl } from './library-rows';

/**
 * 试听: one audio element for the whole page, so that starting a song stops the one before.
 * `audioRef` goes on the page's only <audio>.
 */
export function useSongPreview() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playingId, setPlayingId] = useState<number | null>(null);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const stop = () => setPlayingId(null);
    audio.addEventListener('pause', stop);
    audio.addEventListener('ended', stop);
    return () => {
      audio.removeEventListener('pause', stop);
      audio.removeEventListener('ended', stop);
      audio.pause();
    };
  }, []);

  const toggle = (id: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playingId === id) {
      audio.pause();
      return;
    }
    audio.src = songAudioUrl(id);
    setPlayingId(id);
    audio.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return; // another song took over
      setPlayingId(null);
      toast.error('这首歌暂时无法播放', '试听失败');
    });
  };

  return { audioRef, playingId, toggle };
}
