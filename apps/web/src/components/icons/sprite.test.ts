import { describe, expect, it } from 'vitest';
import { iconLabel } from './create-icon';
import * as icons from './index';
import { buildSprite, type IconNode } from './sprite';

interface IconDefinition {
  name: string;
  theme: string;
  icon: IconNode;
}

async function definition(symbol: string): Promise<IconDefinition> {
  const module = (await import(`../../../../../node_modules/@ant-design/icons-svg/es/asn/${symbol}.js`)) as {
    default: IconDefinition;
  };
  return module.default;
}

const exported = Object.entries(icons).filter(
  (entry): entry is [string, icons.IconComponent] => typeof entry[1] === 'function',
);

describe('the icon sprite', () => {
  it('has every icon of index.tsx, drawn as @ant-design/icons-svg draws it (run with -u to rewrite it)', async () => {
    expect(exported.length).toBeGreaterThan(50);
    const definitions = await Promise.all(
      exported.map(async ([name, icon]) => {
        expect(icon.symbol).toBe(name);
        return { symbol: icon.symbol, icon: (await definition(icon.symbol)).icon };
      }),
    );
    await expect(buildSprite(definitions)).toMatchFileSnapshot('./sprite.svg');
  });

  it("labels each icon with antd's own name for it", async () => {
    for (const [, icon] of exported) {
      expect(iconLabel(icon.symbol), icon.symbol).toBe((await definition(icon.symbol)).name);
    }
  });
});

describe('buildSprite', () => {
  it('makes a symbol of each icon with its view box and paths, and escapes attribute values', () => {
    const sprite = buildSprite([
      {
        symbol: 'B',
        icon: {
          tag: 'svg',
          attrs: { viewBox: '0 0 10 10', focusable: 'false' },
          children: [{ tag: 'path', attrs: { d: 'M1"2' } }],
        },
      },
      { symbol: 'A', icon: { tag: 'svg', attrs: { viewBox: '64 64 896 896' }, children: [] } },
    ]);
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">\n' +
        '<symbol id="A" viewBox="64 64 896 896"></symbol>\n' +
        '<symbol id="B" viewBox="0 0 10 10"><path d="M1&quot;2"></path></symbol>\n' +
        '</svg>\n',
    );
  });
});
