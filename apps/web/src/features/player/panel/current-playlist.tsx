import { CloseOutlined, DeleteOutlined } from '../../../components/icons';
import { Empty } from 'antd';
import { TEXT } from '../text';
import { clearCustom, playSong, removeFromCustom } from '../engine/audio-engine';
import { songArtist } from '../logic/song-view';
import { setPlayerState, usePlayerStore } from '../store';
import type { PlayType, PlayerSong } from '../types';
import styles from './current-playlist.module.css';

/**
 * The 播放列表 popover: the custom list (remove a song, clear all; emptied → back to TOP) and
 * the top list; the list being played is marked.
 */
export function CurrentPlaylist() {
  const playType = usePlayerStore((state) => state.playType);
  const musicList = usePlayerStore((state) => state.musicList);
  const customerMusicList = usePlayerStore((state) => state.customerMusicList);
  const currentId = usePlayerStore((state) => state.currentSong?.id);
  const shown: PlayType = playType;
  const list = shown === 'CUSTOM' ? customerMusicList : musicList;

  const play = (song: PlayerSong) => void playSong(song, { playType: shown });

  return (
    <div className={styles.playlist} data-testid="current-playlist">
      <div className={styles.tabs} role="tablist" aria-label={TEXT.labels.playlist}>
        <button
          type="button"
          role="tab"
          aria-selected={shown === 'CUSTOM'}
          disabled={customerMusicList.length === 0}
          onClick={() => setPlayerState({ playType: 'CUSTOM' })}
        >
          我的歌单 <span className={styles.badge}>{customerMusicList.length}</span>
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={shown === 'TOP'}
          onClick={() => setPlayerState({ playType: 'TOP' })}
        >
          分类歌单 <span className={styles.badge}>{musicList.length}</span>
        </button>
        {shown === 'CUSTOM' && (
          <button type="button" className={styles.clear} onClick={clearCustom} aria-label="清空我的歌单">
            <DeleteOutlined aria-hidden /> 清空
          </button>
        )}
      </div>
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.empty} />
      ) : (
        <ol className={styles.list}>
          {list.map((song, index) => (
            <li key={song.id} data-current={song.id === currentId} data-song-id={song.id}>
              <span className={styles.index}>{index + 1}</span>
              <button type="button" className={styles.name} onClick={() => play(song)}>
                <span>{song.name}</span>
                <small>{songArtist(song)}</small>
              </button>
              {shown === 'CUSTOM' && (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`从歌单移除 ${song.name}`}
                  onClick={() => removeFromCustom(song.id)}
                >
                  <CloseOutlined aria-hidden />
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
