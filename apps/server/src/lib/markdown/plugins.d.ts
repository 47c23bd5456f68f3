// The markdown-it plugins md-editor-rt uses ship without types.
declare module 'markdown-it-sub' {
  import type { PluginSimple } from 'markdown-it';
  const plugin: PluginSimple;
  export default plugin;
}

declare module 'markdown-it-sup' {
  import type { PluginSimple } from 'markdown-it';
  const plugin: PluginSimple;
  export default plugin;
}

declare module 'markdown-it-image-figures' {
  import type { PluginWithOptions } from 'markdown-it';
  const plugin: PluginWithOptions<{ figcaption?: boolean | 'alt' | 'title'; classes?: string }>;
  export default plugin;
}
