import { CheckOutlined, PlusOutlined } from '../../../components/icons';
import type { ReactNode } from 'react';
import { TEXT } from '../text';
import { songAlias, songArtist } from '../logic/song-view';
import { usePlayerStore } from '../store';
import type { PlayerSong } from '../types';
import styles from './song-table.module.css';

export interface SongTableProps<T> {
  rows: T[];
  toSong: (row: T) => PlayerSong;
  onPlay: (row: T) => void;
  onAdd: (row: T) => void;
  /** The 其他 column (the first alias); the search panel has three columns only. */
  showOther?: boolean;
  footer?: ReactNode;
  empty?: ReactNode;
  label: string;
}

/**
 * Songs as a table (docs/spec.md §2): 歌曲 (click to play), 作者, 其他, 操作 (add to the custom list).
 * The current song is marked; songs already in the custom list are `active`.
 */
export function SongTable<T>({
  rows,
  toSong,
  onPlay,
  onAdd,
  showOther = true,
  footer,
  empty,
  label,
}: SongTableProps<T>) {
  const currentId = usePlayerStore((state) => state.currentSong?.id);
  const isPaused = usePlayerStore((state) => state.isPaused);
  const custom = usePlayerStore((state) => state.customerMusicList);
  const inCustom = new Set(custom.map((song) => song.id));

  return (
    <div className={styles.table} role="table" aria-label={label} data-columns={showOther ? 4 : 3}>
      <div className={`${styles.row} ${styles.head}`} role="row">
        <span role="columnheader">{TEXT.columns.song}</span>
        <span role="columnheader">{TEXT.columns.author}</span>
        {showOther && <span role="columnheader">{TEXT.columns.other}</span>}
        <span role="columnheader" className={styles.actionCell}>
          {TEXT.columns.action}
        </span>
      </div>
      {rows.length === 0 && empty}
      {rows.map((row, index) => {
        const song = toSong(row);
        const current = song.id === currentId;
        const active = inCustom.has(song.id);
        return (
          <div key={song.id} className={styles.row} role="row" data-current={current} data-song-id={song.id}>
            <span role="cell" className={styles.nameCell}>
              <span className={styles.index} aria-hidden>
                {current ? <span className={styles.bars} data-paused={isPaused} /> : index + 1}
              </span>
              <button type="button" className={styles.name} onClick={() => onPlay(row)} title={song.name}>
                {song.name}
              </button>
            </span>
            <span role="cell" className={styles.muted}>
              {songArtist(song)}
            </span>
            {showOther && (
              <span role="cell" className={styles.muted}>
                {songAlias(song)}
              </span>
            )}
            <span role="cell" className={styles.actionCell}>
              <button
                type="button"
                className={`${styles.add} ${active ? 'active' : ''}`}
                data-active={active}
                aria-label={TEXT.labels.add}
                title={active ? '已在歌单中' : TEXT.labels.add}
                onClick={() => onAdd(row)}
              >
                {active ? <CheckOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
              </button>
            </span>
          </div>
        );
      })}
      {footer}
    </div>
  );
}
