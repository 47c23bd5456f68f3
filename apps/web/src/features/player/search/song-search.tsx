import type { SearchSong } from '@blog/contract';
import { SearchOutlined } from '../../../components/icons';
import { Button, Empty, Input, Spin } from 'antd';
import { useState } from 'react';
import { TEXT } from '../text';
import { addToCustom, playSong } from '../engine/audio-engine';
import { fromSearchSong } from '../logic/song-view';
import { LoadMore } from '../panel/load-more';
import { SongTable } from '../panel/song-table';
import { useSongSearch } from '../panel/use-music-queries';
import styles from './song-search.module.css';

/**
 * The song search panel (docs/spec.md §2, §5, §9): the search button or Enter searches 20 at a time;
 * the footer loads more. Clicking a name plays it; the add icon puts it in the custom list.
 */
export function SongSearch() {
  const [text, setText] = useState('');
  const [keywords, setKeywords] = useState('');
  const search = useSongSearch(keywords);
  const rows = search.data?.pages.flat() ?? [];
  const firstLoad = search.isFetching && !search.isFetchingNextPage;

  /** docs/spec.md §5: an empty keyword clears the results and makes no call. */
  const submit = () => setKeywords(text.trim());

  return (
    <div className={styles.search}>
      <form
        className={styles.form}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Input
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (!event.target.value.trim()) setKeywords('');
          }}
          onPressEnter={submit}
          placeholder={TEXT.searchPlaceholder}
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          size="large"
          aria-label={TEXT.searchPlaceholder}
          maxLength={100}
        />
        <Button type="primary" size="large" htmlType="submit" autoInsertSpace={false}>
          {TEXT.searchButton}
        </Button>
      </form>
      <div className={styles.results}>
        <Spin spinning={firstLoad}>
          {keywords === '' ? (
            <Empty className={styles.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.empty} />
          ) : (
            <SongTable<SearchSong>
              label="搜索结果"
              rows={rows}
              toSong={fromSearchSong}
              showOther={false}
              onPlay={(hit) => void playSong(fromSearchSong(hit))}
              onAdd={(hit) => addToCustom(fromSearchSong(hit))}
              empty={
                !search.isFetching && (
                  <Empty
                    className={styles.empty}
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={TEXT.noResults}
                  />
                )
              }
              footer={
                rows.length > 0 && (
                  <LoadMore
                    hasMore={search.hasNextPage}
                    loading={search.isFetchingNextPage}
                    onLoadMore={() => void search.fetchNextPage()}
                  />
                )
              }
            />
          )}
        </Spin>
      </div>
    </div>
  );
}
