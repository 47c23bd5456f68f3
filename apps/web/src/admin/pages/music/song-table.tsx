import { adminRoutes } from '@blog/contract/admin-routes';
import { EditOutlined, PauseCircleFilled, PlayCircleFilled } from '../../../components/icons';
import { Button, Empty, Input, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAdminPage } from '../../admin-api';
import { FilterBar } from '../../components/admin-page';
import styles from './music-page.module.css';
import { SongEditor } from './song-editor';
import { artistLine, formatDuration, type SongRow } from './library-rows';
import { useSongPreview } from './use-song-preview';

/** The library's songs: search, 试听 in one shared <audio>, 编辑. `keyword` is lifted for uploads. */
export function SongTable({ keyword, onKeyword }: { keyword: string; onKeyword: (keyword: string) => void }) {
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(10);
  const [editing, setEditing] = useState<SongRow | null>(null);
  const [listed, setListed] = useState(keyword);
  const { audioRef, playingId, toggle } = useSongPreview();
  const page = useAdminPage(adminRoutes.music.songs, { querystring: { keyword, current, size } }, 'music');

  // A new keyword (typed, or set by an upload) starts from page 1.
  if (listed !== keyword) {
    setListed(keyword);
    setCurrent(1);
  }

  const columns: TableColumnsType<SongRow> = [
    {
      title: '',
      key: 'play',
      width: 52,
      render: (_, song) => {
        const playing = playingId === song.id;
        return (
          <Tooltip title={playing ? '暂停' : '试听'}>
            <Button
              type="text"
              shape="circle"
              className={styles.play}
              aria-label={`${playing ? '暂停' : '试听'} ${song.title}`}
              aria-pressed={playing}
              icon={playing ? <PauseCircleFilled /> : <PlayCircleFilled />}
              onClick={() => toggle(song.id)}
            />
          </Tooltip>
        );
      },
    },
    {
      title: '歌曲',
      key: 'title',
      render: (_, song) => (
        <span className={styles.song}>
          <Typography.Text strong>{song.title}</Typography.Text>
          <Typography.Text type="secondary">{artistLine(song.artists)}</Typography.Text>
        </span>
      ),
    },
    {
      title: '专辑',
      dataIndex: 'album',
      render: (album: string) => album || <Typography.Text type="secondary">—</Typography.Text>,
    },
    { title: '时长', dataIndex: 'duration_ms', width: 80, render: (ms: number) => formatDuration(ms) },
    {
      title: '歌词',
      dataIndex: 'has_lyric',
      width: 80,
      render: (hasLyric: number) => (hasLyric ? <Tag color="green">有</Tag> : <Tag>无</Tag>),
    },
    { title: '播放', dataIndex: 'play_count', width: 70 },
    {
      title: '文件',
      dataIndex: 'path',
      render: (path: string) => (
        <Typography.Text type="secondary" className={styles.path} ellipsis={{ tooltip: path }}>
          {path}
        </Typography.Text>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 96,
      render: (_, song) => (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(song)}>
          编辑
        </Button>
      ),
    },
  ];

  return (
    <>
      <FilterBar>
        <Input.Search
          key={keyword}
          allowClear
          defaultValue={keyword}
          placeholder="搜索歌名、歌手或专辑"
          aria-label="搜索歌曲"
          maxLength={50}
          className={styles.search}
          onSearch={(value) => onKeyword(value.trim())}
        />
      </FilterBar>
      <Table<SongRow>
        rowKey="id"
        columns={columns}
        dataSource={page.data?.list}
        loading={page.isFetching}
        scroll={{ x: 900 }}
        locale={{
          emptyText: (
            <Empty
              description={keyword ? '没有找到匹配的歌曲' : '曲库里还没有歌曲，上传一首或扫描音乐文件夹吧'}
            />
          ),
        }}
        pagination={{
          current,
          pageSize: size,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 首`,
          onChange: (next, nextSize) => {
            setCurrent(next);
            setSize(nextSize);
          },
        }}
      />
      {/* The page's only audio element: 试听 one song at a time. */}
      <audio ref={audioRef} preload="none" data-testid="song-preview" hidden />
      {editing && <SongEditor song={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
