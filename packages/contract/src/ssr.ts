/**
 * Between the server and the web app's server renderer (apps/web entry-server.tsx, built by
 * `vite build --ssr`): the server hands it a page's URL and a way to answer API calls in-process,
 * and gets the page back.
 */

/** One API call a page makes while it is rendered. */
export interface RenderApiRequest {
  method: string;
  /** Path and query, e.g. `/api/config`. */
  url: string;
  body?: unknown;
}

export interface RenderApiAnswer {
  status: number;
  body: unknown;
}

export type RenderApiFetcher = (request: RenderApiRequest) => Promise<RenderApiAnswer>;

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 200, or 404 for a page or article that does not exist. */
      status: number;
      /** The app's markup, for `#root`. */
      html: string;
      /** Markup for the start of `<body>`, outside `#root`: the symbols of the page's icons. */
      bodyStart: string;
      /** antd's styles for what the page shows, as `<style>` elements for `<head>`. */
      styles: string;
      /** The browser's starting state (loader data and router state), for the JSON data block. */
      state: unknown;
      /** The source modules of the matched routes (Vite manifest keys): their chunks are preloaded. */
      modules: string[];
      /**
       * Source modules of parts rendered in the page that hydrate later (components/
       * hydrate-when-visible.tsx): their styles go in the page, their scripts wait.
       */
      laterModules: string[];
    };

/** What the renderer bundle exports. */
export interface PageRenderer {
  /** `url`: the page's whole address, as the visitor asked for it. */
  render(url: string, fetchApi: RenderApiFetcher): Promise<RenderResult>;
  /** The id of the data block the browser reads the state from. */
  SSR_STATE_ID: string;
}
