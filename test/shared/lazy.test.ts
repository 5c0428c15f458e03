import * as z from 'zod/mini';
import { lazy } from '../../src/shared/lazy';

describe('lazy', () => {
  it('builds its value on the first read, once', () => {
    let builds = 0;
    const words = lazy(() => {
      builds++;
      return { a: 'one', b: 'two' };
    });
    expect(builds).toBe(0);
    expect(words.a).toBe('one');
    expect(words.b).toBe('two');
    expect(builds).toBe(1);
  });

  it('reads as the object it stands in for: keys, entries, `in`, spread', () => {
    const words = lazy(() => ({ a: 'one', b: 'two' }));
    expect(Object.keys(words)).toEqual(['a', 'b']);
    expect(Object.entries(words)).toEqual([
      ['a', 'one'],
      ['b', 'two'],
    ]);
    expect('a' in words).toBe(true);
    expect('c' in words).toBe(false);
    expect({ ...words }).toEqual({ a: 'one', b: 'two' });
  });

  it('stands in for a zod schema, inside others too, with its type', () => {
    let builds = 0;
    const id = lazy(() => {
      builds++;
      return z.pipe(
        z.union([z.number(), z.string()]),
        z.transform((v) => Number(v)),
      );
    });
    const row = lazy(() => z.looseObject({ id, name: z.optional(z.string()) }));
    expect(builds).toBe(0);
    const parsed: { id: number; name?: string } = row.parse({ id: '7', extra: true });
    expect(parsed).toEqual({ id: 7, extra: true });
    expect(z.array(row).safeParse([{ name: 'no id' }]).success).toBe(false);
    expect(builds).toBe(1);
  });
});
