import type { AdminSetupBody, SetupValues } from '@blog/contract';

/** The step's form: every field as text, an absent value empty. */
export type SetupField = keyof SetupValues;
export type SetupFormValues = Record<SetupField, string>;

/** The steps that ask for something, in order, and their fields; the demo content's step comes last. */
export const SETUP_STEPS: { title: string; fields: SetupField[] }[] = [
  { title: '博客信息', fields: ['blog_name', 'author_name', 'site_start'] },
  { title: '你的账号', fields: ['nick_name', 'avatar'] },
  { title: '图标与备案', fields: ['favicon', 'filing_number', 'filing_url'] },
  { title: '社交链接', fields: ['github_link', 'git_ee_link', 'bilibili_link', 'qq_link', 'we_chat_link'] },
];

const FIELDS = SETUP_STEPS.flatMap((step) => step.fields);

/** Fields the step cannot do without; the others may be left empty. */
const REQUIRED: readonly SetupField[] = ['blog_name', 'author_name', 'nick_name', 'site_start'];

/** The form's starting values: what the server suggests (the demo persona already left out). */
export function setupToForm(values: SetupValues): SetupFormValues {
  return Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? ''])) as SetupFormValues;
}

/**
 * The PUT body: every field trimmed, an empty optional one sent as none (cleared); the filing link
 * only with a filing number (the server links the MIIT's site when the number has none).
 */
export function toSetupBody(values: Partial<SetupFormValues>): AdminSetupBody {
  const body: Record<string, string | null> = {};
  for (const field of FIELDS) {
    const value = values[field]?.trim() ?? '';
    body[field] = value === '' && !REQUIRED.includes(field) ? null : value;
  }
  if (!body.filing_number) body.filing_url = null;
  return body as AdminSetupBody;
}
