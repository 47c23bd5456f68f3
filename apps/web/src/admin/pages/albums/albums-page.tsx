import type { AdminAlbum } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { DeleteOutlined, EditOutlined, PictureOutlined, PlusOutlined } from '../../../components/icons';
import { Button, Card, Empty, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { callApi } from '../../../lib/http/api';
import { ownPicture } from '../../../lib/own-picture';
import { useAdminRead, useAdminWrite } from '../../admin-api';
import { AdminPage } from '../../components/admin-page';
import { AlbumForm } from './album-form';
import styles from './albums.module.css';

/** A failed write was already toasted by the client; the confirmation just closes. */
const toasted = () => undefined;

function AlbumCard({ album, onEdit }: { album: AdminAlbum; onEdit: () => void }) {
  const remove = useAdminWrite(() => callApi(adminRoutes.albums.delete, { params: { id: album.id } }), {
    done: '相册已删除',
    areas: ['albums'],
  });
  const navigate = useNavigate();
  const photos = `/admin/albums/${album.id}`;
  // A cover given by address shows once the blog has its copy.
  const cover = ownPicture(album.album_cover);
  return (
    <Card
      className={styles.card}
      variant="borderless"
      data-testid="admin-album"
      cover={
        <Link to={photos} className={styles.cover} aria-label={`管理相册 ${album.album_name} 的照片`}>
          {cover ? (
            <img src={cover} alt="" loading="lazy" />
          ) : (
            <PictureOutlined className={styles.noCover} aria-hidden />
          )}
          <span className={styles.count}>{album.photo_count} 张</span>
        </Link>
      }
      actions={[
        <Button
          key="photos"
          type="text"
          size="small"
          icon={<PictureOutlined />}
          onClick={() => void navigate(photos)}
        >
          照片
        </Button>,
        <Button key="edit" type="text" size="small" icon={<EditOutlined />} onClick={onEdit}>
          编辑
        </Button>,
        <Popconfirm
          key="delete"
          title={`删除相册「${album.album_name}」？`}
          description={
            album.photo_count > 0 ? `相册里的 ${album.photo_count} 张照片会一起删除。` : '这是一个空相册。'
          }
          okText="删除"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutateAsync(undefined).catch(toasted)}
        >
          <Button type="text" size="small" danger icon={<DeleteOutlined />}>
            删除
          </Button>
        </Popconfirm>,
      ]}
    >
      <Card.Meta
        title={<Link to={photos}>{album.album_name}</Link>}
        description={
          <Typography.Paragraph ellipsis={{ rows: 2 }} className={styles.description}>
            {album.description || '没有描述'}
          </Typography.Paragraph>
        }
      />
    </Card>
  );
}

/** 相册: every album as a card (cover, name, description, photo count); create, edit, delete. */
export function AlbumsPage() {
  const albums = useAdminRead(adminRoutes.albums.list, {}, 'albums');
  const [editing, setEditing] = useState<AdminAlbum | 'new' | null>(null);

  let body;
  if (albums.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (albums.isError)
    body = <LoadError bare line="相册加载失败" onRetry={() => void albums.refetch()} />;
  else if (albums.data.length === 0) body = <Empty description="还没有相册，新建一个吧" />;
  else
    body = (
      <div className={styles.grid}>
        {albums.data.map((album) => (
          <AlbumCard key={album.id} album={album} onEdit={() => setEditing(album)} />
        ))}
      </div>
    );

  return (
    <AdminPage
      title="相册"
      action={{ label: '新建相册', icon: <PlusOutlined />, onClick: () => setEditing('new') }}
    >
      {body}
      {editing && (
        <AlbumForm album={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </AdminPage>
  );
}
