import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isWithin } from '../../../lib/within';

/** A file's path with every symlink resolved. */
export type RealPath = string & { readonly real: unique symbol };

/** Where a path an import was asked to read leads: the real file, or why there is none to read. */
export type Located = RealPath | 'missing' | 'outside';

/**
 * The folder an import was pointed at, and the only place it reads from. Every path the import is
 * about to read — a post, a config file, a picture or cover a post names — is resolved with its
 * symlinks followed, and one that ends outside the folder is refused and remembered for the report:
 * a post's `../../../data/secret`, or a link to it, would otherwise be copied into the public uploads.
 */
export class ImportFolder {
  /** The folder's real path. */
  readonly root: string;
  /** The paths refused as leading outside, relative to the folder as they were asked for. */
  readonly outside: string[] = [];

  constructor(folder: string) {
    this.root = realpathSync(folder);
  }

  /** The real path of the regular file at `file` when it lies inside the folder. */
  locate(file: string): Located {
    let real: RealPath;
    try {
      real = realpathSync(file) as RealPath;
    } catch {
      return 'missing';
    }
    if (!isWithin(this.root, real)) {
      this.refuse(file);
      return 'outside';
    }
    return statSync(real).isFile() ? real : 'missing';
  }

  /** The text of a file inside the folder; null when there is none (or it leads outside). */
  read(file: string): string | null {
    const real = this.locate(file);
    return real === 'missing' || real === 'outside' ? null : readFileSync(real, 'utf8');
  }

  /** Is `dir` a folder inside this one (its links followed)? */
  isFolder(dir: string): boolean {
    let real: string;
    try {
      real = realpathSync(dir);
    } catch {
      return false;
    }
    if (!isWithin(this.root, real)) {
      this.refuse(dir);
      return false;
    }
    return statSync(real).isDirectory();
  }

  private refuse(file: string) {
    const named = path.relative(this.root, path.resolve(file)).split(path.sep).join('/') || '.';
    if (!this.outside.includes(named)) this.outside.push(named);
  }
}
