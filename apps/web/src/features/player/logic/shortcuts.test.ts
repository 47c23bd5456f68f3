import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts';
import { clampVolume } from './volume';

describe('shortcutFor', () => {
  const body = document.body;

  it('maps space, arrows to toggle, seek and volume', () => {
    expect(shortcutFor({ key: ' ', target: body }, 5, 0.1)).toEqual({ type: 'toggle' });
    expect(shortcutFor({ key: 'ArrowLeft', target: body }, 5, 0.1)).toEqual({ type: 'seek', seconds: -5 });
    expect(shortcutFor({ key: 'ArrowRight', target: body }, 5, 0.1)).toEqual({ type: 'seek', seconds: 5 });
    expect(shortcutFor({ key: 'ArrowUp', target: body }, 5, 0.1)).toEqual({ type: 'volume', delta: 0.1 });
    expect(shortcutFor({ key: 'ArrowDown', target: body }, 5, 0.1)).toEqual({ type: 'volume', delta: -0.1 });
  });

  it('ignores other keys and keys with modifiers', () => {
    expect(shortcutFor({ key: 'a', target: body }, 5, 0.1)).toBeUndefined();
    expect(shortcutFor({ key: 'ArrowLeft', altKey: true, target: body }, 5, 0.1)).toBeUndefined();
    expect(shortcutFor({ key: ' ', ctrlKey: true, target: body }, 5, 0.1)).toBeUndefined();
  });

  it('does nothing while typing in an input, a textarea or on a slider', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const slider = document.createElement('div');
    slider.setAttribute('role', 'slider');
    const handle = document.createElement('span');
    slider.append(handle);
    document.body.append(input, textarea, slider);
    for (const target of [input, textarea, handle]) {
      expect(shortcutFor({ key: ' ', target }, 5, 0.1)).toBeUndefined();
      expect(shortcutFor({ key: 'ArrowRight', target }, 5, 0.1)).toBeUndefined();
    }
    input.remove();
    textarea.remove();
    slider.remove();
  });
});

it('leaves space to a focused button, which clicks itself', () => {
  const button = document.createElement('button');
  document.body.append(button);
  expect(shortcutFor({ key: ' ', target: button }, 5, 0.1)).toBeUndefined();
  expect(shortcutFor({ key: 'ArrowRight', target: button }, 5, 0.1)).toEqual({ type: 'seek', seconds: 5 });
  button.remove();
});

describe('clampVolume', () => {
  it('keeps the volume between 0 and 1', () => {
    expect(clampVolume(0.55)).toBe(0.55);
    expect(clampVolume(1.2)).toBe(1);
    expect(clampVolume(-0.1)).toBe(0);
    expect(clampVolume(0.1 + 0.2)).toBe(0.3);
    expect(clampVolume(Number.NaN)).toBe(0);
  });
});
