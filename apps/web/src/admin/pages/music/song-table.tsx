import { adminRoutes } from '@blog/contract/admin-routes';
import { EditOutlined, PauseCircleFilled, PlayCircleFilled } from '../../../components/icons';
import { Button, Popconfirm, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { callApi } from '../../../lib/http/api';
import { useAdminWrite } from '../../admin-api';
import { useState } from 'react';
import { KeywordSearch } from '../../components/admin-page';
import { AdminTable } from '../../components/admin-table';
import styles from './music-page.module.css';
import { SongEditor } from './song-editor';
import { artistLine, formatDuration, type SongRow } from './library-rows';
import { useSongPreview } from './use-song-preview';

/** The library's songs: search, 试听 in one shared <audio>, 编辑, 删除. `keyword` is lifted for uploads. */
export function SongTable({ keyword, onKeyword }: { keyword: string; onKeyword: (keyword: string) => void }) {
  const [editing, setEditing] = useState<SongRow | null>(null);
  const { audioRef, playingId, toggle } = useSongPreview();
  const remove = useAdminWrite(
    (song: SongRow) => callApi(adminRoutes.music.deleteSong, { params: { id: song.id } }),
    { done: '已删除歌曲', areas: ['music'] },
  );

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
  ];

  return (
    <>
      <AdminTable
        route={adminRoutes.music.songs}
        query={{ keyword }}
        area="music"
        columns={columns}
        actions={{
          width: 150,
          pinOnPhone: true,
          render: (song) => (
            <Space size={0}>
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(song)}>
                编辑
              </Button>
              <Popconfirm
                title={`删除「${song.title}」？`}
                description="将从音乐文件夹删除这首歌的文件和它的歌词文件（文件夹里没有别的歌时连同封面），无法恢复。"
                okText="删除"
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutate(song)}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </Space>
          ),
        }}
        scrollX={900}
        empty={keyword ? '没有找到匹配的歌曲' : '曲库里还没有歌曲，上传一首或扫描音乐文件夹吧'}
        unit="首"
        toolbar={
          <KeywordSearch
            key={keyword}
            defaultValue={keyword}
            label="搜索歌曲"
            placeholder="搜索歌名、歌手或专辑"
            className={styles.search}
            onSearch={onKeyword}
          />
        }
      />
      {/* The page's only audio element: 试听 one song at a time. */}
      <audio ref={audioRef} preload="none" data-testid="song-preview" hidden />
      {editing && <SongEditor song={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
