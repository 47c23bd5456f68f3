/** True when a write failed on a unique index (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * PostgreSQL's refusals of a value no input should carry: a number past the column's range (an id of
 * 2³¹ or more), a NUL character, or bytes that are not text. They are the client's mistake, a 400.
 */
const BAD_VALUE_CODES = new Set(['22003', '22P02', '22021', '22P05']);

export function isBadValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && BAD_VALUE_CODES.has(code);
}
