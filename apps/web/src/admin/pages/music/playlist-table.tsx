import { adminRoutes } from '@blog/contract/admin-routes';
import { Empty, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAdminPage } from '../../admin-api';
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
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(10);
  const page = useAdminPage(adminRoutes.music.playlists, { querystring: { current, size } }, 'music');
  return (
    <>
      <Typography.Paragraph type="secondary">
        音乐文件夹里的每个子文件夹就是一个歌单；要增删歌单，在服务器上整理文件夹后重新扫描即可。
      </Typography.Paragraph>
      <Table<PlaylistRow>
        rowKey="id"
        columns={columns}
        dataSource={page.data?.list}
        loading={page.isFetching}
        scroll={{ x: 480 }}
        locale={{ emptyText: <Empty description="还没有歌单：把歌曲按文件夹放好后扫描一次" /> }}
        pagination={{
          current,
          pageSize: size,
          total: page.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 个歌单`,
          onChange: (next, nextSize) => {
            setCurrent(next);
            setSize(nextSize);
          },
        }}
      />
    </>
  );
}
