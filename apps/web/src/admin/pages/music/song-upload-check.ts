/** What the server takes as a song (README: MP3, FLAC, M4A, OGG …) and how big. */
export const AUDIO_EXTENSIONS = ['.mp3', '.flac', '.m4a', '.aac', '.ogg', '.oga', '.opus', '.wav', '.webm'];
export const AUDIO_ACCEPT = AUDIO_EXTENSIONS.join(',');
export const MAX_SONG_BYTES = 100 * 1024 * 1024;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/** Why an audio file cannot be uploaded, or null when it can. */
export function audioFileProblem(file: { name: string; size: number }): string | null {
  if (!AUDIO_EXTENSIONS.includes(extensionOf(file.name)))
    return '只支持 MP3、FLAC、M4A、AAC、OGG、OPUS、WAV、WEBM 音频';
  if (file.size === 0) return '这是一个空文件';
  if (file.size > MAX_SONG_BYTES) return '歌曲不能超过 100 MB';
  return null;
}

/** Why a lyrics file cannot be uploaded, or null when it can. */
export function lyricFileProblem(file: { name: string }): string | null {
  return extensionOf(file.name) === '.lrc' ? null : '歌词必须是 .lrc 文件';
}

/**
 * The title the library will most likely give an uploaded file without tags, as the server guesses
 * it from the name (`歌手 - 歌名.mp3` → 歌名; a leading track number dropped): used to find the song.
 */
export function guessTitle(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  let base = (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
  base = base.replace(/^\d{1,3}\s*[-._)\]]\s*/, '').trim() || base;
  const parts = base.split(/\s+-\s+/);
  if (parts.length >= 2 && parts[0]!.trim() && parts.slice(1).join(' - ').trim())
    return parts.slice(1).join(' - ').trim();
  return base;
}
