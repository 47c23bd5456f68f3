/** The date part of an API date-time (`2024-05-20 22:15:00` → `2024-05-20`). */
export const dayOf = (dateTime: string) => dateTime.slice(0, 10);

/** Whether an article was updated on another day than it was published: only then is 更新于 worth showing. */
export const wasUpdatedLater = (createdAt: string, updatedAt: string) => dayOf(updatedAt) > dayOf(createdAt);

/** 原创 / 转载 / 翻译 from the article's `type` (1, 2, 3). */
export function articleTypeLabel(type: number): '原创' | '转载' | '翻译' {
  if (type === 2) return '转载';
  if (type === 3) return '翻译';
  return '原创';
}
