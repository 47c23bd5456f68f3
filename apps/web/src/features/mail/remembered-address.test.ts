import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../lib/memory-storage';
import { createStorage } from '../../lib/storage';
import { readRememberedAddress, rememberAddress } from './remembered-address';

describe('the remembered address', () => {
  it('keeps the address last sent and forgets it when one is sent empty', () => {
    const storage = createStorage(createMemoryStorage());
    expect(readRememberedAddress(storage)).toBe('');
    rememberAddress('me@example.com', storage);
    expect(readRememberedAddress(storage)).toBe('me@example.com');
    rememberAddress(undefined, storage);
    expect(readRememberedAddress(storage)).toBe('');
  });
});
