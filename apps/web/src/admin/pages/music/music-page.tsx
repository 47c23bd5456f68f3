import { UploadOutlined } from '../../../components/icons';
import { Tabs } from 'antd';
import { useState } from 'react';
import { AdminPage } from '../../components/admin-page';
import styles from './music-page.module.css';
import { PlaylistTable } from './playlist-table';
import { ScanPanel } from './scan-panel';
import { SongTable } from './song-table';
import { SongUpload } from './song-upload';
import { useRefreshScan, useScan } from './use-scan';

/** 音乐库: rescan with progress, the songs (试听, 编辑, 上传) and the playlists. */
export function MusicPage() {
  const scan = useScan();
  const refreshScan = useRefreshScan();
  const [uploading, setUploading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [tab, setTab] = useState('songs');

  return (
    <AdminPage
      title="音乐库"
      action={{ label: '上传歌曲', icon: <UploadOutlined />, onClick: () => setUploading(true) }}
    >
      <ScanPanel scan={scan} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        className={styles.tabs}
        items={[
          { key: 'songs', label: '歌曲', children: <SongTable keyword={keyword} onKeyword={setKeyword} /> },
          { key: 'playlists', label: '歌单', children: <PlaylistTable /> },
        ]}
      />
      {uploading && (
        <SongUpload
          onClose={() => setUploading(false)}
          onUploaded={(title) => {
            setUploading(false);
            setTab('songs');
            setKeyword(title);
            void refreshScan();
          }}
        />
      )}
    </AdminPage>
  );
}
