import type {
  AdminResourceCategoryBody,
  AdminResourceSiteBody,
  AdminResourceCategory,
  AdminResourceSite,
} from '@blog/contract';

/** A resource category as the console lists it (with its number of sites). */
export type ResourceCategoryRow = AdminResourceCategory;
/** A recommended site as the console lists it. */
export type ResourceSiteRow = AdminResourceSite;

/** 前端推荐 and 后端推荐: the two kinds of resource category the API knows. */
export type ResourceKind = AdminResourceCategoryBody['type'];
export const RESOURCE_KINDS: { value: ResourceKind; label: string }[] = [
  { value: 'front', label: '前端推荐' },
  { value: 'back', label: '后端推荐' },
];

/** The category dialog's fields, as typed. */
export interface CategoryFormValues {
  type: ResourceKind;
  name?: string;
  sort?: number | null;
}

/** The site dialog's fields, as typed. */
export interface SiteFormValues {
  category_id?: number;
  name?: string;
  url?: string;
  description?: string;
  logo?: string;
  sort?: number | null;
}

export const categoryToForm = (category: ResourceCategoryRow): CategoryFormValues => ({
  type: category.type === 'back' ? 'back' : 'front',
  name: category.name,
  sort: category.sort,
});

export const toCategoryBody = (values: CategoryFormValues): AdminResourceCategoryBody => ({
  type: values.type,
  name: values.name?.trim() ?? '',
  sort: values.sort ?? 0,
});

export const siteToForm = (site: ResourceSiteRow): SiteFormValues => ({
  category_id: site.category_id,
  name: site.name,
  url: site.url,
  description: site.description ?? '',
  logo: site.logo ?? '',
  sort: site.sort,
});

/** The request body: trimmed, with an empty description or icon sent as none. */
export function toSiteBody(values: SiteFormValues): AdminResourceSiteBody {
  const description = values.description?.trim() ?? '';
  const logo = values.logo?.trim() ?? '';
  return {
    category_id: values.category_id ?? 0,
    name: values.name?.trim() ?? '',
    url: values.url?.trim() ?? '',
    description: description || null,
    logo: logo || null,
    sort: values.sort ?? 0,
  };
}

/** The next sort number after the rows', so that a new entry goes to the end. */
export const nextSort = (rows: readonly { sort: number }[]): number =>
  rows.reduce((max, row) => Math.max(max, row.sort), 0) + 1;
