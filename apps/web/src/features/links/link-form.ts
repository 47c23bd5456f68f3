import { linkAddBody, type LinkAddBody } from '@blog/contract';

/** The fields of the 友链申请 form, as typed. */
export interface LinkFormValues {
  site_name?: string;
  site_desc?: string;
  site_avatar?: string;
  url?: string;
  /** Optional: where the outcome of the review is mailed (when the blog sends mail). */
  email?: string;
}

export type LinkField = keyof LinkFormValues;

/**
 * What is wrong with one field, in the server's own words (the contract's rules), or null when it
 * is fine — so the form refuses exactly what the server would.
 */
export function linkFieldProblem(field: LinkField, value: string | undefined): string | null {
  const result = linkAddBody.shape[field].safeParse(value ?? '');
  return result.success ? null : (result.error.issues[0]?.message ?? '格式不正确');
}

/** The request body: trimmed, with an empty description or avatar sent as none. */
export function toLinkAddBody(values: LinkFormValues): LinkAddBody {
  const description = values.site_desc?.trim() ?? '';
  return {
    site_name: values.site_name?.trim() ?? '',
    site_desc: description === '' ? null : description,
    site_avatar: values.site_avatar?.trim() ?? '',
    url: values.url?.trim() ?? '',
    email: values.email?.trim() || undefined,
  };
}
