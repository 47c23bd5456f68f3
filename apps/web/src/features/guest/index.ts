export { guestWrite, isStaleIdentity, useGuest, type GuestWrite } from './guest-api';
export {
  readGuestIdentity,
  readGuestNickname,
  saveGuestIdentity,
  saveGuestNickname,
  type GuestIdentity,
} from './guest-identity';
