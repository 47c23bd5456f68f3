import type { AdminAlbum } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { ArrowLeftOutlined, DeleteOutlined, UploadOutlined } from '../../../components/icons';
import { Button, Checkbox, Empty, Image, Popconfirm, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { callApi } from '../../../lib/http/api';
import { ownPicture } from '../../../lib/own-picture';
import { useAdminRead, useAdminWrite } from '../../admin-api';
import { AdminPage } from '../../components/admin-page';
import { BatchDelete } from '../../components/batch-delete';
import { PendingPicture } from '../../components/pending-picture';
import { PhotoUpload } from './photo-upload';
import styles from './albums.module.css';

/** A failed write was already toasted by the client; the confirmation just closes. */
const toasted = () => undefined;

const backLink = (
  <Link to="/admin/albums">
    <ArrowLeftOutlined /> 返回相册
  </Link>
);

/** `/admin/albums/:id`: one album's photos; upload many at once, delete one or a selection. */
export function AlbumPhotosPage() {
  const id = Number(useParams().id);
  const albums = useAdminRead(adminRoutes.albums.list, {}, 'albums');
  const album = albums.data?.find((candidate) => candidate.id === id);

  if (albums.isPending)
    return (
      <AdminPage title={backLink}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </AdminPage>
    );
  if (albums.isError)
    return (
      <AdminPage title={backLink}>
        <LoadError bare line="相册加载失败" onRetry={() => void albums.refetch()} />
      </AdminPage>
    );
  if (!album)
    return (
      <AdminPage title={backLink}>
        <Result status="404" title="相册不存在" subTitle="它可能已经被删除了。" extra={backLink} />
      </AdminPage>
    );
  return <AlbumPhotos album={album} />;
}

function AlbumPhotos({ album }: { album: AdminAlbum }) {
  const photos = useAdminRead(adminRoutes.albums.photos, { params: { id: album.id } }, 'albums');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [uploading, setUploading] = useState(false);
  const removeOne = useAdminWrite(
    (photoId: number) => callApi(adminRoutes.albums.deletePhoto, { params: { id: photoId } }),
    { done: '照片已删除', areas: ['albums'] },
  );
  const removeMany = useAdminWrite(
    (idList: number[]) => callApi(adminRoutes.albums.deletePhotos, { body: { idList } }),
    { done: '照片已删除', areas: ['albums'] },
  );

  const list = photos.data ?? [];
  // Photos gone from the list (deleted here or elsewhere) are no longer selected.
  const chosen = list.filter((photo) => selected.has(photo.id)).map((photo) => photo.id);
  const toggle = (photoId: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(photoId);
    else next.delete(photoId);
    setSelected(next);
  };

  let body;
  if (photos.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (photos.isError)
    body = <LoadError bare line="照片加载失败" onRetry={() => void photos.refetch()} />;
  else if (list.length === 0) body = <Empty description="相册里还没有照片，上传几张吧" />;
  else
    body = (
      <Image.PreviewGroup>
        <div className={styles.photos}>
          {list.map((photo, index) => (
            <div
              key={photo.id}
              className={styles.photo}
              data-selected={selected.has(photo.id)}
              data-testid="admin-photo"
            >
              <Checkbox
                className={styles.pick}
                checked={selected.has(photo.id)}
                aria-label={`选择第 ${index + 1} 张照片`}
                onChange={(event) => toggle(photo.id, event.target.checked)}
              />
              {ownPicture(photo.url) ? (
                <Image src={photo.url} alt={`第 ${index + 1} 张照片`} />
              ) : (
                <PendingPicture className={styles.pendingPhoto} />
              )}
              <Popconfirm
                title="删除这张照片？"
                okText="删除"
                cancelText="取消"
                okButtonProps={{ danger: true }}
                onConfirm={() => removeOne.mutateAsync(photo.id).catch(toasted)}
              >
                <Button
                  className={styles.remove}
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除第 ${index + 1} 张照片`}
                />
              </Popconfirm>
            </div>
          ))}
        </div>
      </Image.PreviewGroup>
    );

  return (
    <AdminPage
      title={
        <Space size={12} wrap>
          {backLink}
          <span>{album.album_name}</span>
        </Space>
      }
      action={{ label: '上传照片', icon: <UploadOutlined />, onClick: () => setUploading(true) }}
    >
      {list.length > 0 && (
        <div className={styles.toolbar}>
          <Checkbox
            checked={chosen.length === list.length}
            indeterminate={chosen.length > 0 && chosen.length < list.length}
            onChange={(event) =>
              setSelected(new Set(event.target.checked ? list.map((photo) => photo.id) : []))
            }
          >
            全选
          </Checkbox>
          <span>
            共 {list.length} 张{chosen.length > 0 && `，已选 ${chosen.length} 张`}
          </span>
          <BatchDelete
            count={chosen.length}
            unit="张"
            noun="照片"
            onConfirm={() => removeMany.mutateAsync(chosen).then(() => setSelected(new Set()), toasted)}
          />
        </div>
      )}
      {body}
      {uploading && (
        <PhotoUpload albumId={album.id} albumName={album.album_name} onClose={() => setUploading(false)} />
      )}
    </AdminPage>
  );
}
