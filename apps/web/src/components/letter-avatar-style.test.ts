import { describe, expect, it } from 'vitest';
import { avatarLetter, LETTER_AVATAR_GRADIENTS, letterAvatarGradient } from './letter-avatar-style';

describe('avatarLetter', () => {
  it('takes the first character, upper-cased', () => {
    expect(avatarLetter('vite')).toBe('V');
    expect(avatarLetter('  掘金社区')).toBe('掘');
  });

  it('keeps an emoji whole', () => {
    expect(avatarLetter('🐱 猫猫')).toBe('🐱');
  });

  it('falls back to ? for an empty name', () => {
    expect(avatarLetter('   ')).toBe('?');
  });
});

describe('letterAvatarGradient', () => {
  it('gives a name the same colour every time, ignoring surrounding spaces', () => {
    expect(letterAvatarGradient('张三的博客')).toBe(letterAvatarGradient(' 张三的博客 '));
    expect(LETTER_AVATAR_GRADIENTS).toContain(letterAvatarGradient('张三的博客'));
  });

  it('spreads different names over the palette', () => {
    const names = ['Vue', 'React', 'Vite', 'MDN', '掘金', '阮一峰', 'Node.js', 'Fastify', 'Kysely', 'antd'];
    const colours = new Set(names.map(letterAvatarGradient));
    expect(colours.size).toBeGreaterThanOrEqual(4);
  });

  it('paints an empty name too', () => {
    expect(LETTER_AVATAR_GRADIENTS).toContain(letterAvatarGradient(''));
  });
});
