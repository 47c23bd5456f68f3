import type { PluginSimple, StateCore, Token } from 'markdown-it';

const UNCHECKED = '[ ] ';
const CHECKED = ['[x] ', '[X] '];

const isTaskItem = (tokens: Token[], index: number): boolean => {
  const inline = tokens[index];
  return (
    inline?.type === 'inline' &&
    tokens[index - 1]?.type === 'paragraph_open' &&
    tokens[index - 2]?.type === 'list_item_open' &&
    [UNCHECKED, ...CHECKED].some((marker) => inline.content.startsWith(marker))
  );
};

/** The list a list item belongs to: the nearest token before it one level up. */
function parentList(tokens: Token[], itemIndex: number): Token | undefined {
  const level = (tokens[itemIndex]?.level ?? 0) - 1;
  for (let index = itemIndex - 1; index >= 0; index -= 1) {
    if (tokens[index]?.level === level) return tokens[index];
  }
  return undefined;
}

/**
 * GitHub task lists as md-editor-rt renders them: `- [x] done` becomes a list item with a
 * disabled checkbox, classes `task-list-item` and `contains-task-list` on the item and its list.
 */
export const taskListPlugin: PluginSimple = (md) => {
  md.core.ruler.after('inline', 'task-lists', (state: StateCore) => {
    const { tokens } = state;
    for (let index = 2; index < tokens.length; index += 1) {
      if (!isTaskItem(tokens, index)) continue;
      const inline = tokens[index]!;
      const checked = CHECKED.some((marker) => inline.content.startsWith(marker));
      const checkbox = new state.Token('html_inline', '', 0);
      checkbox.content = `<input class="task-list-item-checkbox"${checked ? ' checked=""' : ''} disabled="" type="checkbox">`;
      const children = inline.children ?? [];
      const first = children[0];
      if (first) first.content = first.content.slice(3);
      inline.children = [checkbox, ...children];
      inline.content = inline.content.slice(3);
      tokens[index - 2]!.attrSet('class', 'task-list-item ');
      parentList(tokens, index - 2)?.attrSet('class', 'contains-task-list');
    }
  });
};
