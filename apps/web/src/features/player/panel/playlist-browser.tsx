import { useState } from 'react';
import { DEFAULT_CATEGORY_INDEX } from '../constants';
import { TEXT } from '../text';
import { addToCustom, playSong } from '../engine/audio-engine';
import type { PlayerSong } from '../types';
import { LoadMore } from './load-more';
import styles from './playlist-browser.module.css';
import { SongTable } from './song-table';
import { useCategories, usePlaylistSongs } from './use-music-queries';

const identity = (song: PlayerSong) => song;

/**
 * 分类歌单 (docs/spec.md §2): a grid of category covers (the fourth chosen at first) and the chosen
 * category's songs, 30 at a time. Playing a song makes the loaded songs the top list.
 */
export function PlaylistBrowser() {
  const categories = useCategories();
  const list = categories.data ?? [];
  const [chosenId, setChosenId] = useState<number>();
  const chosen = list.find((category) => category.id === chosenId) ?? list[DEFAULT_CATEGORY_INDEX] ?? list[0];
  const songs = usePlaylistSongs(chosen?.id);
  const rows = songs.data?.pages.flat() ?? [];

  return (
    <div className={styles.browser}>
      <section className={styles.categories} aria-label={TEXT.categories}>
        <h2 className={styles.heading}>{TEXT.categories}</h2>
        <ul className={styles.grid}>
          {categories.isPending &&
            Array.from({ length: 6 }, (_, index) => (
              <li key={index} className={styles.skeleton} aria-hidden>
                <span />
              </li>
            ))}
          {list.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className={styles.category}
                aria-pressed={category.id === chosen?.id}
                onClick={() => setChosenId(category.id)}
                title={category.description || category.name}
              >
                <img src={category.coverImgUrl} alt="" loading="lazy" decoding="async" />
                <span className={styles.categoryName}>{category.name}</span>
                <span className={styles.count}>{category.trackCount} 首</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.songs} aria-label={chosen?.name ?? '歌曲'}>
        {chosen && (
          <header className={styles.listHeader}>
            <img src={chosen.coverImgUrl} alt="" className={styles.listCover} />
            <div>
              <h2 className={styles.listTitle}>{chosen.name}</h2>
              <p className={styles.listDescription}>{chosen.description}</p>
            </div>
          </header>
        )}
        <SongTable
          label={chosen?.name ?? '歌曲'}
          rows={rows}
          toSong={identity}
          onPlay={(song) => void playSong(song, { list: rows, playType: 'TOP' })}
          onAdd={(song) => addToCustom(song)}
          footer={
            <LoadMore
              hasMore={songs.hasNextPage}
              loading={songs.isFetching}
              onLoadMore={() => void songs.fetchNextPage()}
            />
          }
        />
      </section>
    </div>
  );
}
