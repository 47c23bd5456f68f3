/**
 * A minimal ID3v2.3 writer (the version every player and music-metadata read): text frames in
 * UTF-16 with a BOM, so Chinese titles survive, and an optional front-cover picture. Pure: no I/O.
 */

export interface Id3Tags {
  title: string;
  artist: string;
  album: string;
  albumArtist?: string;
  year?: number;
  /** "1/3" */
  track?: string;
  genre?: string;
  /** TIT3, read back as the song's alias. */
  subtitle?: string;
  composer?: string;
  lyricist?: string;
  picture?: { mime: string; data: Uint8Array };
  /** USLT: unsynchronised lyrics (often LRC text, as many taggers write it). */
  lyrics?: string;
}

function frame(id: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(10 + body.length);
  out.set(Buffer.from(id, 'latin1'), 0);
  new DataView(out.buffer).setUint32(4, body.length);
  out.set(body, 10);
  return out;
}

/** Encoding byte 1 (UTF-16 with BOM) followed by the text. */
function textFrame(id: string, text: string): Uint8Array {
  const utf16 = Buffer.from(text, 'utf16le');
  const body = new Uint8Array(3 + utf16.length);
  body[0] = 1;
  body[1] = 0xff;
  body[2] = 0xfe;
  body.set(utf16, 3);
  return frame(id, body);
}

function pictureFrame(mime: string, data: Uint8Array): Uint8Array {
  const mimeBytes = Buffer.from(`${mime}\u0000`, 'latin1');
  // Encoding 0, MIME type, picture type 3 (front cover), empty description, the image.
  const body = new Uint8Array(1 + mimeBytes.length + 2 + data.length);
  body[0] = 0;
  body.set(mimeBytes, 1);
  body[1 + mimeBytes.length] = 3;
  body[2 + mimeBytes.length] = 0;
  body.set(data, 3 + mimeBytes.length);
  return frame('APIC', body);
}

function lyricsFrame(text: string): Uint8Array {
  const bom = [0xff, 0xfe];
  const content = Buffer.from(text, 'utf16le');
  // Encoding 1, language, an empty description (BOM + terminator), then the text.
  const body = new Uint8Array(1 + 3 + 4 + 2 + content.length);
  body.set([1, ...Buffer.from('chi', 'latin1'), ...bom, 0, 0, ...bom], 0);
  body.set(content, 10);
  return frame('USLT', body);
}

const syncsafe = (size: number) => [
  (size >> 21) & 0x7f,
  (size >> 14) & 0x7f,
  (size >> 7) & 0x7f,
  size & 0x7f,
];

export function buildId3(tags: Id3Tags): Uint8Array {
  const frames: Uint8Array[] = [
    textFrame('TIT2', tags.title),
    textFrame('TPE1', tags.artist),
    textFrame('TALB', tags.album),
  ];
  if (tags.albumArtist) frames.push(textFrame('TPE2', tags.albumArtist));
  if (tags.year) frames.push(textFrame('TYER', String(tags.year)));
  if (tags.track) frames.push(textFrame('TRCK', tags.track));
  if (tags.genre) frames.push(textFrame('TCON', tags.genre));
  if (tags.subtitle) frames.push(textFrame('TIT3', tags.subtitle));
  if (tags.composer) frames.push(textFrame('TCOM', tags.composer));
  if (tags.lyricist) frames.push(textFrame('TEXT', tags.lyricist));
  if (tags.lyrics) frames.push(lyricsFrame(tags.lyrics));
  if (tags.picture) frames.push(pictureFrame(tags.picture.mime, tags.picture.data));
  const size = frames.reduce((sum, f) => sum + f.length, 0);
  const out = new Uint8Array(10 + size);
  out.set([0x49, 0x44, 0x33, 3, 0, 0, ...syncsafe(size)], 0);
  let offset = 10;
  for (const f of frames) {
    out.set(f, offset);
    offset += f.length;
  }
  return out;
}

/** The audio without a leading ID3v2 tag (to re-tag a file). */
export function stripId3(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return bytes;
  const size =
    ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return bytes.subarray(10 + size + footer);
}

/** An MP3 file: the tag, then the audio frames. */
export function tagMp3(audio: Uint8Array, tags: Id3Tags): Uint8Array {
  const tag = buildId3(tags);
  const frames = stripId3(audio);
  const out = new Uint8Array(tag.length + frames.length);
  out.set(tag, 0);
  out.set(frames, tag.length);
  return out;
}
