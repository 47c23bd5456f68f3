import { adminRoutes } from '@blog/contract/admin-routes';
import { Typography, type TableColumnsType } from 'antd';
import { AdminTable } from '../../components/admin-table';
import type { PlaylistRow } from './library-rows';

const columns: TableColumnsType<PlaylistRow> = [
  {
    title: '歌单',
    dataIndex: 'name',
    render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
  },
  {
    title: '文件夹',
    dataIndex: 'folder',
    render: (folder: string) => <Typography.Text type="secondary">{folder}</Typography.Text>,
  },
  { title: '歌曲数', dataIndex: 'track_count', width: 100 },
];

/** 歌单: one per folder of the music library (the player's categories), made by the scan. */
export function PlaylistTable() {
  return (
    <>
      <Typography.Paragraph type="secondary">
        音乐文件夹里的每个子文件夹就是一个歌单；要增删歌单，在服务器上整理文件夹后重新扫描即可。
      </Typography.Paragraph>
      <AdminTable
        route={adminRoutes.music.playlists}
        area="music"
        columns={columns}
        scrollX={480}
        empty="还没有歌单：把歌曲按文件夹放好后扫描一次"
        unit="个歌单"
      />
    </>
  );
}
