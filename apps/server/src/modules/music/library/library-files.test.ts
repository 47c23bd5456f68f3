import { describe, expect, it } from 'vitest';
import { allocateId, FIRST_HASHED_ID, hashedId, MAX_ID } from './ids';
import {
  audioTypeOf,
  dirOf,
  findSidecars,
  guessFromFileName,
  isLibraryRelevant,
  pickFolderCover,
  topFolderOf,
} from './library-files';
import { decodeText } from './text-decoding';

describe('library files', () => {
  it('knows audio by extension, whatever its case', () => {
    expect(audioTypeOf('a.MP3')).toMatchObject({ type: 'mp3', mime: 'audio/mpeg' });
    expect(audioTypeOf('a.flac')).toMatchObject({ type: 'flac', lossless: true });
    expect(audioTypeOf('a.m4a')?.mime).toBe('audio/mp4');
    expect(audioTypeOf('a.lrc')).toBeUndefined();
    expect(audioTypeOf('.hidden.mp3')).toBeUndefined();
    expect(audioTypeOf('cover.jpg')).toBeUndefined();
  });

  it('picks cover.* before folder.*, common formats first', () => {
    expect(pickFolderCover(['a.mp3', 'Folder.JPG', 'cover.png'])).toBe('cover.png');
    expect(pickFolderCover(['folder.jpg', 'front.jpg'])).toBe('folder.jpg');
    expect(pickFolderCover(['cover.bmp', 'cover.jpg'])).toBe('cover.jpg');
    expect(pickFolderCover(['a.mp3', 'artwork.jpg', 'cover.txt'])).toBeUndefined();
  });

  it('finds sidecar lyrics and translations by base name', () => {
    const names = ['01 送别.mp3', '01 送别.LRC', '01 送别.trans.lrc', '02 other.lrc'];
    expect(findSidecars('01 送别.mp3', names)).toEqual({
      lyric: '01 送别.LRC',
      translation: '01 送别.trans.lrc',
    });
    expect(findSidecars('03 none.mp3', names)).toEqual({});
  });

  it('reacts to music, lyrics, covers and folders only', () => {
    expect(isLibraryRelevant('a/b.mp3')).toBe(true);
    expect(isLibraryRelevant('a/b.lrc')).toBe(true);
    expect(isLibraryRelevant('a/cover.jpg')).toBe(true);
    expect(isLibraryRelevant('a/new folder')).toBe(true);
    expect(isLibraryRelevant('blog.db-wal')).toBe(false);
    expect(isLibraryRelevant('a/.b.mp3.part')).toBe(false);
    expect(isLibraryRelevant('a/notes.txt')).toBe(false);
  });

  it('splits library paths', () => {
    expect(topFolderOf('华语/周杰伦/晴天.mp3')).toBe('华语');
    expect(topFolderOf('晴天.mp3')).toBe('');
    expect(dirOf('华语/周杰伦/晴天.mp3')).toBe('华语/周杰伦');
    expect(dirOf('晴天.mp3')).toBe('');
  });

  it('guesses title and artist from an untagged file name', () => {
    expect(guessFromFileName('周杰伦 - 晴天.mp3')).toEqual({ title: '晴天', artist: '周杰伦' });
    expect(guessFromFileName('01. 晴天.flac')).toEqual({ title: '晴天' });
    expect(guessFromFileName('03 - A - B - C.mp3')).toEqual({ title: 'B - C', artist: 'A' });
    expect(guessFromFileName('1989.mp3')).toEqual({ title: '1989' });
  });
});

describe('ids', () => {
  it('are stable, positive 32-bit integers above the chart ids', () => {
    const id = hashedId('song', '华语/晴天.mp3');
    expect(hashedId('song', '华语/晴天.mp3')).toBe(id);
    expect(id).toBeGreaterThanOrEqual(FIRST_HASHED_ID);
    expect(id).toBeLessThanOrEqual(MAX_ID);
    expect(hashedId('playlist', '华语/晴天.mp3')).not.toBe(id);
  });

  it('settle a collision by trying the next id in the sequence', () => {
    const first = hashedId('song', 'b.mp3');
    const owners = new Map([[first, 'a.mp3']]);
    const id = allocateId('song', 'b.mp3', (candidate) => owners.get(candidate));
    expect(id).toBe(hashedId('song', 'b.mp3', 1));
    expect(allocateId('song', 'a.mp3', () => 'a.mp3')).toBe(hashedId('song', 'a.mp3'));
  });
});

describe('decodeText', () => {
  it('reads UTF-8 with and without BOM, UTF-16 with BOM, and GBK', () => {
    const text = '[00:01.00]长亭外';
    expect(decodeText(Buffer.from(text))).toBe(text);
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toBe(text);
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toBe(text);
    // "长亭外" in GBK
    const gbk = Buffer.from([0xb3, 0xa4, 0xcd, 0xa4, 0xcd, 0xe2]);
    expect(decodeText(gbk)).toBe('长亭外');
  });
});
