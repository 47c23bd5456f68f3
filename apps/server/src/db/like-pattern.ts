/**
 * A LIKE pattern matching `text` anywhere, its `%`, `_` and `\` taken literally: use it with
 * `escape '\'`. Lower-case `text` first when the column is compared through `lower(…)`.
 */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
