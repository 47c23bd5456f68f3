import type { AdminLinkBody, Link } from '@blog/contract';

/** The 编辑友链 form as the owner fills it in. */
export interface LinkFormValues {
  site_name: string;
  site_desc: string;
  site_avatar: string;
  url: string;
}

/** A saved link as form values. */
export function toLinkValues(link: Link): LinkFormValues {
  return {
    site_name: link.site_name,
    site_desc: link.site_desc ?? '',
    site_avatar: link.site_avatar ?? '',
    url: link.url,
  };
}

/** The request body of `PUT links/:id`: trimmed, an empty description or avatar sent as none. */
export function toLinkBody(values: LinkFormValues): AdminLinkBody {
  const description = values.site_desc.trim();
  const avatar = values.site_avatar.trim();
  return {
    site_name: values.site_name.trim(),
    site_desc: description === '' ? null : description,
    site_avatar: avatar === '' ? null : avatar,
    url: values.url.trim(),
  };
}

/** Who asked for the link: a registered user, or the owner who added it. */
export const applicantOf = (link: Pick<Link, 'user_id'>) =>
  link.user_id === null ? '站长添加' : `用户 #${link.user_id}`;
