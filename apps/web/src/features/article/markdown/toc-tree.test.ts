import { describe, expect, it } from 'vitest';
import { nestToc } from './toc-tree';

const entry = (n: number, level: number) => ({ id: `heading-${n}`, level, text: `标题${n}` });

describe('nestToc', () => {
  it('puts each heading under the nearest one before it of a higher level', () => {
    const tree = nestToc([entry(1, 2), entry(2, 3), entry(3, 4), entry(4, 3), entry(5, 2), entry(6, 4)]);
    const shape = (nodes: ReturnType<typeof nestToc>): unknown =>
      nodes.map((node) => [node.id, shape(node.children)]);
    expect(shape(tree)).toEqual([
      [
        'heading-1',
        [
          ['heading-2', [['heading-3', []]]],
          ['heading-4', []],
        ],
      ],
      ['heading-5', [['heading-6', []]]],
    ]);
  });

  it('keeps a document that starts deeper than it goes on flat at the top', () => {
    expect(nestToc([entry(1, 3), entry(2, 1), entry(3, 2)]).map((node) => node.id)).toEqual([
      'heading-1',
      'heading-2',
    ]);
    expect(nestToc([])).toEqual([]);
  });
});
