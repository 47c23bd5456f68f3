import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/*
 * docs/spec.md §9 keeps user data in local storage "encrypted with a fixed-key block cipher". The key
 * ships in the bundle, so this is obfuscation against casual reading of local storage, not
 * security: anyone with the page can decrypt it. The token's real protection is its expiry and
 * server-side revocation (docs/design.md §11). Per-module imports keep the rest of crypto-js out of the bundle,
 * and only code that loads on demand imports this module (the user store imports it dynamically).
 */
const KEY = Utf8.parse('blog-user-store!');
const IV = Utf8.parse('music-and-words!');

/** AES-128-CBC with PKCS7 padding and a fixed key and IV; the result is Base64. */
export function encrypt(text: string): string {
  return AES.encrypt(text, KEY, { iv: IV }).toString();
}

/**
 * Reverses `encrypt`. Anything that is not a ciphertext made by `encrypt` (tampered storage,
 * another app's data, plain text from an older version) yields '' instead of throwing.
 */
export function decrypt(cipher: string): string {
  if (typeof cipher !== 'string' || cipher === '') return '';
  let plain: string;
  try {
    plain = AES.decrypt(cipher, KEY, { iv: IV }).toString(Utf8);
  } catch {
    // crypto-js throws "Malformed UTF-8 data" when the bytes do not decode.
    return '';
  }
  // crypto-js does not verify padding, so garbage can "decrypt" to some text; a fixed key and IV
  // make encryption deterministic, so a genuine ciphertext is exactly the re-encrypted plain text.
  return encrypt(plain) === cipher ? plain : '';
}
