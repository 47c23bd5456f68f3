/** What other features take from the taxonomy: the address of a category's or tag's article list. */
export { articleListPath } from './taxonomy-api';
