import type { CategoryItem, TagItem } from '@blog/contract';
import type { AppContext } from '../../context';
import * as repository from './repository';

export async function getCategoryDictionary({ db }: AppContext): Promise<CategoryItem[]> {
  const rows = await repository.listCategories(db.kysely);
  return rows.map((row) => ({ ...row, articleCount: Number(row.articleCount) }));
}

export async function getTagDictionary({ db }: AppContext): Promise<TagItem[]> {
  const rows = await repository.listTags(db.kysely);
  return rows.map((row) => ({ ...row, articleCount: Number(row.articleCount) }));
}
