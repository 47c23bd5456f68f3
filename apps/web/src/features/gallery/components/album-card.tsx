import { PictureOutlined } from '../../../components/icons';
import type { PhotoAlbum } from '@blog/contract';
import { Link } from 'react-router';
import { BlogImage } from '../../../components/blog-image';
import { albumPath } from '../gallery-api';
import styles from './album-card.module.css';

/** An album on the album wall: its cover, name, description and how many photos it holds. */
export function AlbumCard({ album, eager = false }: { album: PhotoAlbum; eager?: boolean }) {
  return (
    <Link to={albumPath(album.id)} className={styles.album} data-testid="album-card">
      <BlogImage src={album.album_cover} alt="" ratio="4 / 3" eager={eager} className={styles.cover} />
      <span className={styles.shade} />
      <span className={styles.count}>
        <PictureOutlined aria-hidden /> {album.photo_count} 张
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{album.album_name}</span>
        {album.description && <span className={styles.description}>{album.description}</span>}
      </span>
    </Link>
  );
}

export function AlbumCardSkeleton() {
  return <span className={styles.skeleton} aria-hidden />;
}
