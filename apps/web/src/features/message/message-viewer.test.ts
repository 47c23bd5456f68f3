import { describe, expect, it } from 'vitest';
import { canManageMessage } from './message-viewer';

describe('canManageMessage', () => {
  it('lets the author and the admin manage a message', () => {
    expect(canManageMessage({ user_id: 7 }, { id: 7, role: 2 })).toBe(true);
    expect(canManageMessage({ user_id: 7 }, { id: 1, role: 1 })).toBe(true);
    expect(canManageMessage({ user_id: null }, { id: 1, role: 1 })).toBe(true);
  });

  it('keeps everyone else out, guests and guest-written messages included', () => {
    expect(canManageMessage({ user_id: 7 }, { id: 8, role: 2 })).toBe(false);
    expect(canManageMessage({ user_id: 7 }, null)).toBe(false);
    expect(canManageMessage({ user_id: null }, { id: 8, role: 2 })).toBe(false);
  });
});
