/** An article as a source (our own Markdown, Hexo, Hugo, WordPress) hands it to `write-post.ts`. */
export interface ImportedPost {
  /** What the report calls it: the file below the imported folder, or a WordPress item. */
  source: string;
  /** The key that makes importing again update the same article. */
  slug: string;
  title: string;
  /** Markdown, local pictures already in the media store. */
  content: string;
  description: string | null;
  cover: string | null;
  category: string | null;
  tags: string[];
  /** ISO instants; null keeps the article's own (now, for a new one). */
  date: string | null;
  updated: string | null;
  top: boolean;
  order: number | null;
  /** 1 public, 2 private, 3 draft */
  status: 1 | 2 | 3;
  /** 1 original, 2 repost, 3 translation */
  type: 1 | 2 | 3;
  originUrl: string | null;
  /** Addresses the post had on the old blog, each to answer with a 301 (see redirect/old-path.ts). */
  oldPaths: string[];
  /**
   * A protected article's password hash and hint (our own export's front matter); left out, the
   * article keeps the protection it has: an import never opens a protected article.
   */
  password?: { hash: string; hint: string | null };
  comments: ImportedComment[];
  /** Front-matter fields or WordPress elements that were there but are not imported. */
  ignored: string[];
  /** What the owner should know: categories kept as tags, a password dropped… */
  notes: string[];
  /** Pictures the post names that were not found (their links are left as they were). */
  missingMedia: string[];
}

/** A comment of the old blog (WordPress), approved; replies name their parent. */
export interface ImportedComment {
  key: string;
  parentKey: string | null;
  /** The blog's own authors' comments become the importing account's; anyone else's a guest's. */
  author: { owner: true } | { owner: false; name: string };
  /** Plain text, as our comments are. */
  content: string;
  date: string;
}

export type ContentKind =
  'categories' | 'tags' | 'talks' | 'messages' | 'links' | 'albums' | 'photos' | 'resources' | 'pageHeaders';

/** What an import did, or with `--dry-run` would do. */
export interface ImportReport {
  /** What the folder or file was recognised as. */
  format: 'markdown' | 'hexo' | 'hugo' | 'wordpress' | 'export';
  dryRun: boolean;
  created: string[];
  updated: string[];
  skipped: string[];
  errors: { file: string; message: string }[];
  newCategories: string[];
  newTags: string[];
  /** Old paths set (new, or moved to another article); `unchangedRedirects` counts the others. */
  redirects: { path: string; article: string }[];
  unchangedRedirects: number;
  comments: { added: number; existing: number; guests: string[] };
  /** An export's other content, by kind: what was added and what was there already. */
  content: Partial<Record<ContentKind, { added: number; existing: number }>>;
  /** An export's site profile: written where there was none, changed, or already the same. */
  site: 'created' | 'updated' | 'unchanged' | null;
  ignored: { file: string; fields: string[] }[];
  notes: { file: string; message: string }[];
  missingMedia: { file: string; media: string }[];
  /** Paths that lead out of the folder imported (by `../` or a symlink): refused, nothing read from them. */
  outside: string[];
}

export const emptyReport = (format: ImportReport['format'], dryRun: boolean): ImportReport => ({
  format,
  dryRun,
  created: [],
  updated: [],
  skipped: [],
  errors: [],
  newCategories: [],
  newTags: [],
  redirects: [],
  unchangedRedirects: 0,
  comments: { added: 0, existing: 0, guests: [] },
  content: {},
  site: null,
  ignored: [],
  notes: [],
  missingMedia: [],
  outside: [],
});
