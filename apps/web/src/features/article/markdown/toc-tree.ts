import type { ArticleTocEntry } from '@blog/contract';

export interface TocNode extends ArticleTocEntry {
  children: TocNode[];
}

/**
 * The flat list of headings as a tree: each heading under the nearest heading before it of a
 * higher level (an `###` after an `#` sits under the `#`, with no `##` needed between).
 */
export function nestToc(entries: readonly ArticleTocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const path: TocNode[] = [];
  for (const entry of entries) {
    const node: TocNode = { ...entry, children: [] };
    while (path.length > 0 && path.at(-1)!.level >= node.level) path.pop();
    const parent = path.at(-1);
    if (parent) parent.children.push(node);
    else roots.push(node);
    path.push(node);
  }
  return roots;
}
