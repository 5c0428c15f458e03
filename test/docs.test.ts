import { readFileSync } from 'node:fs';
import { README, withReference } from '../scripts/docs';

describe('README formula reference', () => {
  it('matches the registry (run `npm run docs` after changing src/shared/catalog.ts)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toBe(withReference(readme));
  });
});
