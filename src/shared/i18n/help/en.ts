/**
 * The formulas' help in English: the registry's own texts (src/functions/catalog.ts, which also writes the
 * @customfunction JSDoc Sheets shows), under the keys every other language must give (`HelpKey`).
 */
import { catalog } from '../../../functions/catalog';
import { helpTexts } from '../../../functions/signature';

export const en = helpTexts(catalog);
