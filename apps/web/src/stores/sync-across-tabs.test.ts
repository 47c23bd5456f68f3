import { describe, expect, it, vi } from 'vitest';

import { syncAcrossTabs } from './sync-across-tabs';

describe('syncAcrossTabs', () => {
  it('rehydrates when another tab writes the key or clears storage', () => {
    const rehydrate = vi.fn();
    const stop = syncAcrossTabs({ rehydrate }, 'userState');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userState' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(rehydrate).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ignores other keys', () => {
    const rehydrate = vi.fn();
    const stop = syncAcrossTabs({ rehydrate }, 'userState');
    window.dispatchEvent(new StorageEvent('storage', { key: 'staticState' }));
    expect(rehydrate).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening', () => {
    const rehydrate = vi.fn();
    syncAcrossTabs({ rehydrate }, 'userState')();
    window.dispatchEvent(new StorageEvent('storage', { key: 'userState' }));
    expect(rehydrate).not.toHaveBeenCalled();
  });
});
