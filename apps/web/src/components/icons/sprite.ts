/** A node of an @ant-design/icons-svg definition (its `icon` field). */
export interface IconNode {
  tag: string;
  attrs: Record<string, string | number | boolean>;
  children?: IconNode[];
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function markup({ tag, attrs, children = [] }: IconNode): string {
  const attributes = Object.entries(attrs)
    .filter(([name]) => name !== 'focusable')
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
  return `<${tag}${attributes}>${children.map(markup).join('')}</${tag}>`;
}

/**
 * The sprite of `icons`: one `<symbol>` per icon, named by its @ant-design/icons-svg name, with the
 * icon's view box and paths. Icons refer to a symbol with `<use href="sprite.svg#HomeOutlined">`.
 */
export function buildSprite(icons: ReadonlyArray<{ symbol: string; icon: IconNode }>): string {
  const symbols = [...icons]
    .sort((a, b) => a.symbol.localeCompare(b.symbol))
    .map(({ symbol, icon }) => {
      const viewBox = escapeAttribute(String(icon.attrs.viewBox));
      return `<symbol id="${symbol}" viewBox="${viewBox}">${(icon.children ?? []).map(markup).join('')}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
