import { ArrowLeftOutlined } from '../../components/icons';
import type { PhotoAlbum } from '@blog/contract';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { BlogImage } from '../../components/blog-image';
import { ComingSoon } from '../../components/coming-soon';
import { Lightbox } from '../../components/lightbox';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { albumPath, isNotFound, useAlbumPhotos, useAlbums } from '../../features/gallery/gallery-api';
import { useOfflinePage } from '../../features/app-error';
import styles from './photos-page.module.css';

/** `?id=` as an album id, or 0 when there is none or it is malformed. */
function readAlbumId(params: URLSearchParams): number {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** 图库: the photos of one album in a grid, opened in the lightbox; the other albums one click away. */
export function PhotosPage() {
  const [params] = useSearchParams();
  const albumId = readAlbumId(params);
  const albums = useAlbums();
  // Without an album in the address the page waits for the albums, to show the first one.
  useOfflinePage(albumId === 0 ? albums : undefined);
  const firstAlbum = albums.data?.[0];
  // Without an album in the address, the first one is shown.
  if (albumId === 0 && firstAlbum) return <Navigate to={albumPath(firstAlbum.id)} replace />;
  return (
    <AlbumPhotosView
      key={albumId}
      albumId={albumId}
      albums={albums.data ?? []}
      albumsFailed={albums.isError}
      albumsError={albums.error}
      retryAlbums={() => void albums.refetch()}
    />
  );
}

function AlbumPhotosView({
  albumId,
  albums,
  albumsFailed,
  albumsError,
  retryAlbums,
}: {
  albumId: number;
  albums: PhotoAlbum[];
  albumsFailed: boolean;
  albumsError: unknown;
  retryAlbums: () => void;
}) {
  const read = useAlbumPhotos(albumId);
  const { data, isPending, isError, error, refetch } = read;
  useOfflinePage(read);
  const [open, setOpen] = useState<number | null>(null);
  const known = albums.find((album) => album.id === albumId);
  const title = known?.album_name ?? '图库';
  const subtitle = known?.description ?? undefined;
  const photos = data ?? [];

  return (
    <>
      <PageBanner routeName="Photos" title={title} subtitle={subtitle} />
      <PageContainer>
        <AlbumSwitcher albums={albums} current={albumId} />
        {albumId === 0 && (albumsFailed || albums.length === 0) ? (
          albumsFailed ? (
            <LoadError line="相册加载失败了" error={albumsError} onRetry={retryAlbums} />
          ) : (
            <ComingSoon line="相册里还没有照片" hint="等主人拍下第一处风景～" />
          )
        ) : isPending ? (
          <div className={styles.grid} aria-busy="true" aria-label="照片加载中">
            {[0, 1, 2, 3, 4, 5, 6, 7].map((index) => (
              <span key={index} className={styles.skeleton} />
            ))}
          </div>
        ) : isError && isNotFound(error) ? (
          <ComingSoon
            line="这个相册不存在了"
            hint="它可能已经被主人收起来了，看看别的相册吧～"
            extra={<BackToAlbums />}
          />
        ) : isError ? (
          <LoadError line="照片加载失败了" error={error} onRetry={() => void refetch()} />
        ) : photos.length === 0 ? (
          <ComingSoon line="这个相册空空如也" hint="照片正在冲洗中～" extra={<BackToAlbums />} />
        ) : (
          <>
            <p className={styles.summary}>
              <BackToAlbums /> 共 <strong>{photos.length}</strong> 张照片
            </p>
            <ul className={styles.grid} data-testid="photo-grid">
              {photos.map((photo, index) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    className={styles.photo}
                    onClick={() => setOpen(index)}
                    aria-label={`查看第 ${index + 1} 张照片`}
                  >
                    <BlogImage src={photo.url} alt="" ratio="1" eager={index < 4} />
                  </button>
                </li>
              ))}
            </ul>
            <Lightbox
              images={photos.map((photo, index) => ({ src: photo.url, alt: `${title} ${index + 1}` }))}
              index={open}
              onIndexChange={setOpen}
              onClose={() => setOpen(null)}
            />
          </>
        )}
      </PageContainer>
    </>
  );
}

/** The albums as chips: the one on show is marked, the others are a click away. */
function AlbumSwitcher({ albums, current }: { albums: PhotoAlbum[]; current: number }) {
  if (albums.length < 2) return null;
  return (
    <nav className={styles.switcher} aria-label="切换相册">
      {albums.map((album) => (
        <Link
          key={album.id}
          to={albumPath(album.id)}
          replace
          className={styles.chip}
          aria-current={album.id === current ? 'page' : undefined}
        >
          {album.album_name}
          <span className={styles.chipCount}>{album.photo_count}</span>
        </Link>
      ))}
    </nav>
  );
}

function BackToAlbums() {
  return (
    <Link to="/photoAlbum" className={styles.back}>
      <ArrowLeftOutlined aria-hidden /> 全部相册
    </Link>
  );
}
