/** Gradients letter avatars are painted with; readable with white text in both themes. */
export const LETTER_AVATAR_GRADIENTS = [
  'linear-gradient(135deg, #49b1f5, #2f7fd8)',
  'linear-gradient(135deg, #ff9a62, #ff6a3d)',
  'linear-gradient(135deg, #7b8cf2, #5a62d6)',
  'linear-gradient(135deg, #3cc9a0, #1c9c79)',
  'linear-gradient(135deg, #f77fa8, #d9487a)',
  'linear-gradient(135deg, #f5b942, #e08e0b)',
  'linear-gradient(135deg, #9b7bf2, #7246d6)',
  'linear-gradient(135deg, #4fc3d9, #1e8fa8)',
] as const;

/** The character that stands for a name: its first letter (upper-cased), 汉字 or emoji; ? when empty. */
export function avatarLetter(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toUpperCase() : '?';
}

/**
 * The gradient of a name's avatar: the same name always gets the same colour, different names
 * spread over the palette (FNV-1a over the code points), so a wall of link cards is not one colour.
 */
export function letterAvatarGradient(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name.trim()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return LETTER_AVATAR_GRADIENTS[hash % LETTER_AVATAR_GRADIENTS.length] ?? LETTER_AVATAR_GRADIENTS[0];
}
