import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isWithin } from './within';

/** Public URL prefix of DATA_DIR/uploads. */
export const UPLOADS_URL = '/media/uploads';

/** The folder of DATA_DIR/uploads, the one part of the data folder that is served. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export class PrivateFileError extends Error {}

const realOrAsWritten = (file: string) => (existsSync(file) ? realpathSync(file) : path.resolve(file));

/**
 * Copies a local file into DATA_DIR/uploads/<folder>/ under a content-hash name and returns its URL.
 * The same file always lands on the same name, so importing twice never duplicates media. With
 * `copy: false` (a dry run) only the URL it would have is returned. A file of the data folder that is not
 * an upload (the database, the signing secret) is never copied, however its path was reached.
 */
export function storeLocalFile(
  source: string,
  dataDir: string,
  folder: string,
  { copy = true } = {},
): string {
  const real = realpathSync(source);
  if (isWithin(realpathSync(dataDir), real) && !isWithin(realOrAsWritten(uploadsDir(dataDir)), real))
    throw new PrivateFileError(`不复制数据文件夹里的非媒体文件：${source}`);
  const digest = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 16);
  const name = `${digest}${path.extname(source).toLowerCase()}`;
  if (copy) {
    const dir = path.join(uploadsDir(dataDir), folder);
    mkdirSync(dir, { recursive: true });
    const target = path.join(dir, name);
    if (!existsSync(target)) copyFileSync(source, target);
  }
  return `${UPLOADS_URL}/${folder}/${name}`;
}
