import path from 'node:path';

/** Is `file` `root` itself or below it? Both real paths (symlinks resolved), or both as written. */
export function isWithin(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}
