/**
 * The formulas' help in English: the registry's own texts (src/shared/catalog.ts, which also writes the
 * @customfunction JSDoc Sheets shows), under the keys every other language must give (`HelpKey`).
 */
import { catalog } from '../../catalog';
import { helpTexts } from '../../signature';

export const en = helpTexts(catalog);
