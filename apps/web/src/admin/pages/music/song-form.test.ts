import { adminSongBody } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { artistsProblem, songToForm, toSongBody } from './song-form';
import { audioFileProblem, guessTitle, lyricFileProblem } from './song-upload-check';

describe('song form', () => {
  it('round-trips a song and trims title and artists', () => {
    const song = {
      id: 1,
      path: 'a/b.mp3',
      title: '晴天',
      artists: ['周杰伦'],
      album: '叶惠美',
      duration_ms: 1000,
      play_count: 0,
      has_lyric: 1,
      added_at: '',
      lyric: '[00:01.00]故事的小黄花',
      tlyric: '',
    };
    expect(toSongBody(songToForm(song))).toEqual({
      title: '晴天',
      artists: ['周杰伦'],
      lyric: '[00:01.00]故事的小黄花',
      tlyric: '',
    });
    const body = toSongBody({ title: ' 晴天 ', artists: [' 周杰伦 ', '  '], lyric: undefined });
    expect(body).toEqual({ title: '晴天', artists: ['周杰伦'], lyric: '', tlyric: '' });
    expect(adminSongBody.safeParse(body).success).toBe(true);
  });

  it('leaves out an empty artist list: a song without artists may stay so', () => {
    const body = toSongBody({ title: '晨曲', artists: [] });
    expect(body).toEqual({ title: '晨曲', lyric: '', tlyric: '' });
    expect(adminSongBody.safeParse(body).success).toBe(true);
    expect(artistsProblem([], false)).toBeNull();
    expect(artistsProblem(['  '], true)).toBe('请至少填写一位歌手');
    expect(artistsProblem(['a'.repeat(101)], true)).toBe('歌手不能超过 100 个字符');
    expect(artistsProblem(['周杰伦'], true)).toBeNull();
  });
});

describe('upload checks', () => {
  it('takes the audio types the server reads, up to 100 MB', () => {
    expect(audioFileProblem({ name: '歌.MP3', size: 10 })).toBeNull();
    expect(audioFileProblem({ name: 'a.wav', size: 10 })).toBeNull();
    expect(audioFileProblem({ name: 'a.txt', size: 10 })).toContain('只支持');
    expect(audioFileProblem({ name: 'a.mp3', size: 0 })).toBe('这是一个空文件');
    expect(audioFileProblem({ name: 'a.mp3', size: 101 * 1024 * 1024 })).toBe('歌曲不能超过 100 MB');
    expect(lyricFileProblem({ name: 'a.lrc' })).toBeNull();
    expect(lyricFileProblem({ name: 'a.txt' })).toBe('歌词必须是 .lrc 文件');
  });
  it('guesses the title from the file name like the server', () => {
    expect(guessTitle('周杰伦 - 晴天.mp3')).toBe('晴天');
    expect(guessTitle('01. 晴天.flac')).toBe('晴天');
    expect(guessTitle('晴天.mp3')).toBe('晴天');
  });
});
