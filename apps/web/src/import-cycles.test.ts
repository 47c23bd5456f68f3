// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No module of the web app, the server or the contract imports itself through others: a cycle makes
 * what a module sees of another depend on which was loaded first, and ties their chunks together.
 * Type-only imports count too, as they tie the modules' meanings. (The direction of imports between
 * layers is a lint rule: eslint-rules/web-layers.js and server-layers.js.)
 */

const source = import.meta.dirname;
const SOURCES = {
  'the web app': { folder: source, atLeast: 300 },
  'the server': { folder: path.resolve(source, '../../server/src'), atLeast: 250 },
  'the contract': { folder: path.resolve(source, '../../../packages/contract/src'), atLeast: 20 },
};
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function modulesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file));
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Each module's relative imports, static and dynamic, resolved to files. */
function importGraph(modules: string[]): Map<string, string[]> {
  return new Map(
    modules.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map((imported) => imported.fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolve(file, specifier))
        .filter((target): target is string => target !== null && /\.tsx?$/.test(target));
      return [file, targets];
    }),
  );
}

/** The strongly connected groups of more than one module, or of one that imports itself (Tarjan). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) cycles.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle, and none where there is none', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cyclesOf(graph).map((group) => group.sort())).toEqual([['a', 'b', 'c']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it.each(Object.entries(SOURCES))('has none among the modules of %s', (_, { folder, atLeast }) => {
    const modules = modulesOf(folder);
    expect(modules.length).toBeGreaterThan(atLeast);
    const graph = importGraph(modules);
    const cycles = cyclesOf(graph).map((group) => group.map((file) => path.relative(folder, file)).sort());
    expect(cycles).toEqual([]);
  });
});
