import {
  messageAddBody,
  visibleLength,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TAG_MAX_LENGTH,
  type MessageAddBody,
  type MessageItem,
} from '@blog/contract';
import { clampFontSize, clampFontWeight, FONT_SIZE_DEFAULT, FONT_WEIGHT_DEFAULT } from './message-style';

export { MESSAGE_MAX_LENGTH, MESSAGE_TAG_MAX_LENGTH };

/** The publish form's values. */
export interface MessageDraft {
  message: string;
  color: string;
  font_size: number;
  font_weight: number;
  /** Background: a colour, or a picture (`bg_url`) which wins when both are set. */
  backgroundKind: 'color' | 'image';
  bg_color: string;
  bg_url: string;
  tag: string;
}

export const DEFAULT_TEXT_COLOR = '#1f2d3d';
export const DEFAULT_BG_COLOR = '#ffffff';

export const EMPTY_DRAFT: MessageDraft = {
  message: '',
  color: DEFAULT_TEXT_COLOR,
  font_size: FONT_SIZE_DEFAULT,
  font_weight: FONT_WEIGHT_DEFAULT,
  backgroundKind: 'color',
  bg_color: DEFAULT_BG_COLOR,
  bg_url: '',
  tag: '',
};

/** The form, filled from a message being edited. */
export function draftFromMessage(item: MessageItem): MessageDraft {
  return {
    message: item.message,
    color: item.color ?? DEFAULT_TEXT_COLOR,
    font_size: clampFontSize(item.font_size),
    font_weight: clampFontWeight(item.font_weight),
    backgroundKind: item.bg_url ? 'image' : 'color',
    bg_color: item.bg_color ?? DEFAULT_BG_COLOR,
    bg_url: item.bg_url ?? '',
    tag: item.tag ?? '',
  };
}

/** What the form sends: only the chosen kind of background. */
export function draftToBody(draft: MessageDraft): MessageAddBody {
  const image = draft.backgroundKind === 'image' && draft.bg_url.trim() !== '';
  return {
    message: draft.message.trim(),
    color: draft.color || null,
    font_size: draft.font_size,
    font_weight: draft.font_weight,
    bg_color: image ? null : draft.bg_color || null,
    bg_url: image ? draft.bg_url.trim() : '',
    tag: draft.tag.trim() || null,
  };
}

export type DraftProblems = Partial<Record<keyof MessageDraft, string>>;

/** How many characters the text counts for (tags removed, as the server counts). */
export const messageLength = (message: string) => visibleLength(message);

/**
 * The form's problems by field, in the server's own words (the contract's rules), plus the
 * picture the form requires once 背景图片 is chosen. Empty when the draft can be sent.
 */
export function validateDraft(draft: MessageDraft): DraftProblems {
  const problems: DraftProblems = {};
  const result = messageAddBody.safeParse(draftToBody(draft));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in EMPTY_DRAFT) {
        const key = field as keyof MessageDraft;
        problems[key] ??= issue.message;
      }
    }
  }
  if (draft.backgroundKind === 'image' && draft.bg_url.trim() === '') problems.bg_url = '请上传背景图片';
  return problems;
}
