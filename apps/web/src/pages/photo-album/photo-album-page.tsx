import { ComingSoon } from '../../components/coming-soon';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { AlbumCard, AlbumCardSkeleton } from '../../features/gallery/components/album-card';
import { useAlbums } from '../../features/gallery/gallery-api';
import { useOfflinePage } from '../../features/app-error';
import styles from './photo-album-page.module.css';

/** 相册: every album as a cover card; a card opens its photos. */
export function PhotoAlbumPage() {
  const albums = useAlbums();
  const { data, isPending, isError, error, refetch } = albums;
  useOfflinePage(albums);
  return (
    <>
      <PageBanner routeName="PhotoAlbum" title="相册" />
      <PageContainer>
        {isPending ? (
          <div className={styles.grid} aria-busy="true" aria-label="相册加载中">
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <AlbumCardSkeleton key={index} />
            ))}
          </div>
        ) : isError ? (
          <LoadError line="相册加载失败了" error={error} onRetry={() => void refetch()} />
        ) : data.length === 0 ? (
          <ComingSoon line="相册里还没有照片" hint="等主人拍下第一处风景～" />
        ) : (
          <>
            <p className={styles.summary}>
              共 <strong>{data.length}</strong> 个相册，
              <strong>{data.reduce((sum, album) => sum + album.photo_count, 0)}</strong> 张照片
            </p>
            <div className={styles.grid}>
              {data.map((album, index) => (
                <AlbumCard key={album.id} album={album} eager={index < 3} />
              ))}
            </div>
          </>
        )}
      </PageContainer>
    </>
  );
}
