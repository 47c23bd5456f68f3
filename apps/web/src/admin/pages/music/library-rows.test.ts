import { describe, expect, it } from 'vitest';
import { artistLine, formatDuration, songAudioUrl } from './library-rows';

describe('song view', () => {
  it('shows a length in ms as mm:ss', () => {
    expect(formatDuration(34_586)).toBe('00:34');
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(3_725_000)).toBe('62:05');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });
  it('joins artists and names the unknown', () => {
    expect(artistLine(['周杰伦', '费玉清'])).toBe('周杰伦 / 费玉清');
    expect(artistLine([])).toBe('未知歌手');
  });
  it('streams from the player address', () => {
    expect(songAudioUrl(42)).toBe('/media/music/42');
  });
});
