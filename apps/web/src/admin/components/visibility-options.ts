/** Who sees a published article or 说说: 1 公开 (everyone), 2 私密 (only the owner). */
export const VISIBILITY_OPTIONS: { value: 1 | 2; label: string }[] = [
  { value: 1, label: '公开' },
  { value: 2, label: '私密' },
];
