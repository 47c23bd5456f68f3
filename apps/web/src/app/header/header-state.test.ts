import { describe, expect, it } from 'vitest';
import { getHeaderState } from './header-state';

describe('getHeaderState', () => {
  it('is transparent and shown at the top of the page', () => {
    expect(getHeaderState(0, 0)).toEqual({ hidden: false, transparent: true });
  });

  it('stays transparent up to 50 px, even while scrolling down', () => {
    expect(getHeaderState(50, 20)).toEqual({ hidden: false, transparent: true });
  });

  it('hides with a background when scrolling down past 50 px', () => {
    expect(getHeaderState(51, 50)).toEqual({ hidden: true, transparent: false });
    expect(getHeaderState(900, 600)).toEqual({ hidden: true, transparent: false });
  });

  it('shows with a background when scrolling up below 50 px', () => {
    expect(getHeaderState(600, 900)).toEqual({ hidden: false, transparent: false });
  });

  it('becomes transparent again when scrolling back to the top', () => {
    expect(getHeaderState(30, 120)).toEqual({ hidden: false, transparent: true });
  });

  it('stays visible when the offset did not change', () => {
    expect(getHeaderState(400, 400)).toEqual({ hidden: false, transparent: false });
  });
});
