import { adminTaxonomyBody } from '@blog/contract';
import { fieldProblem } from '../../components/contract-rule';

/** The server's rule for a category or tag name, in the page's words (null when fine). */
export const nameProblem = (word: string, name: string) =>
  fieldProblem(adminTaxonomyBody.shape.name, name, 'name', `${word}名`);
