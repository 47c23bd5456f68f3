import { describeHtml, USER_HTML_CASES } from '@blog/contract/test/user-html-cases';
import { describe, expect, it } from 'vitest';
import { sanitizeMessageHtml } from './sanitize';

describe('sanitizeMessageHtml, by the policy the browser applies too', () => {
  for (const { name, input, ...expected } of USER_HTML_CASES) {
    it(name, async () => {
      expect(describeHtml(await sanitizeMessageHtml(input))).toEqual(expected);
    });
  }
});
