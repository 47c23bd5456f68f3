import type { PageRenderer } from '@blog/contract/ssr';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** One entry of Vite's build manifest (`.vite/manifest.json`): a source module's chunk. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The web app's server renderer and what the server needs to know of the browser build. */
export interface WebRenderer extends PageRenderer {
  /**
   * The scripts and stylesheets (paths under the web build) that the chunks of `modules` need, and
   * the stylesheets of `laterModules` (parts on the page whose scripts come later).
   */
  assetsOf(
    modules: readonly string[],
    laterModules?: readonly string[],
  ): { scripts: string[]; styles: string[] };
}

/** The renderer bundle beside a web build: `apps/web/dist` → `apps/web/dist-ssr/entry-server.js`. */
export const rendererPath = (webDist: string) =>
  path.join(path.dirname(webDist), `${path.basename(webDist)}-ssr`, 'entry-server.js');

/**
 * Loads the server renderer built with the web app, or null when there is none (an API-only
 * server, or a web build without it): pages are then served as the bare app shell.
 */
export async function loadRenderer(webDist: string): Promise<WebRenderer | null> {
  const entry = rendererPath(webDist);
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const loaded = new Set(entryChunks(manifest));

  return {
    render: (url, fetchApi) => renderer.render(url, fetchApi),
    SSR_STATE_ID: renderer.SSR_STATE_ID,
    assetsOf(modules, laterModules = []) {
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const visit = (key: string, into: Set<string>) => {
        const chunk = manifest[key];
        if (!chunk || loaded.has(key) || scripts.has(chunk.file) || into.has(chunk.file)) return;
        into.add(chunk.file);
        for (const css of chunk.css ?? []) styles.add(css);
        for (const imported of chunk.imports ?? []) visit(imported, into);
      };
      for (const module of modules) visit(module, scripts);
      const later = new Set<string>();
      for (const module of laterModules) visit(module, later);
      return { scripts: [...scripts], styles: [...styles] };
    },
  };
}

/** The entry chunk and everything it imports statically: index.html loads them already. */
function entryChunks(manifest: Manifest): string[] {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if ((chunk as { isEntry?: boolean }).isEntry) visit(key);
  }
  return [...keys];
}
