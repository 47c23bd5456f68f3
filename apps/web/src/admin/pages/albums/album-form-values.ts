import type { AdminAlbum, AdminAlbumBody } from '@blog/contract';

/** The 相册 form as the owner fills it in. */
export interface AlbumFormValues {
  album_name: string;
  description: string;
  album_cover: string;
}

/** The form for a new album (none given) or for editing one. */
export function toAlbumValues(album?: AdminAlbum): AlbumFormValues {
  return {
    album_name: album?.album_name ?? '',
    description: album?.description ?? '',
    album_cover: album?.album_cover ?? '',
  };
}

/** The request body of `POST albums` / `PUT albums/:id`: trimmed, empty fields sent as none. */
export function toAlbumBody(values: AlbumFormValues): AdminAlbumBody {
  const description = values.description.trim();
  const cover = values.album_cover.trim();
  return {
    album_name: values.album_name.trim(),
    description: description === '' ? null : description,
    album_cover: cover === '' ? null : cover,
  };
}
