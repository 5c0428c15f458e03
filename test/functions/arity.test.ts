import { checkArity } from '../../src/functions/formula';
import { catalog } from '../../src/registry/catalog';

const spec = (name: string) => catalog.find((entry) => entry.name === name)!;

describe('checkArity', () => {
  it('refuses too many arguments and a required one left out, with the signature', () => {
    expect(() => checkArity(spec('SEO_COUNTRIES'), ['all', true, 'x', 42])).toThrow(
      'SEO_COUNTRIES takes at most 2 arguments, got 4: =SEO_COUNTRIES([scope], [header]).',
    );
    expect(() => checkArity(spec('SEO_VISIBILITY'), [])).toThrow(
      'SEO_VISIBILITY needs domains: =SEO_VISIBILITY(domains, [country_id], [fetch_mode], [header], [refresh], [columns]).',
    );
    expect(() => checkArity(spec('SEO_RT_COMPARE_SERP'), [12, undefined, 'x'])).toThrow(
      'SEO_RT_COMPARE_SERP needs keyword: ',
    );
  });

  it('takes every optional argument left out, and an empty cell for a required one (the formula reads it)', () => {
    for (const entry of catalog) {
      const required = entry.params.filter((p) => !p.optional).map(() => 'x');
      expect(() => checkArity(entry, required)).not.toThrow();
      expect(() =>
        checkArity(
          entry,
          entry.params.map(() => 'x'),
        ),
      ).not.toThrow();
    }
    expect(() => checkArity(spec('SEO_VISIBILITY'), [''])).not.toThrow();
  });
});
