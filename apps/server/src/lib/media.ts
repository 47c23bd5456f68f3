import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Public URL prefix of DATA_DIR/uploads. */
export const UPLOADS_URL = '/media/uploads';

/**
 * Copies a local file into DATA_DIR/uploads/<folder>/ under a content-hash name and returns its URL.
 * The same file always lands on the same name, so importing twice never duplicates media. With
 * `copy: false` (a dry run) only the URL it would have is returned.
 */
export function storeLocalFile(
  source: string,
  dataDir: string,
  folder: string,
  { copy = true } = {},
): string {
  const digest = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 16);
  const name = `${digest}${path.extname(source).toLowerCase()}`;
  if (copy) {
    const dir = path.join(dataDir, 'uploads', folder);
    mkdirSync(dir, { recursive: true });
    const target = path.join(dir, name);
    if (!existsSync(target)) copyFileSync(source, target);
  }
  return `${UPLOADS_URL}/${folder}/${name}`;
}
