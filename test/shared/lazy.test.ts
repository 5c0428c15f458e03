import * as z from 'zod/mini';
import { once } from '../../src/shared/lazy';

describe('once', () => {
  it('builds its value on the first call, once', () => {
    let builds = 0;
    const words = once(() => {
      builds++;
      return { a: 'one' };
    });
    expect(builds).toBe(0);
    expect(words().a).toBe('one');
    expect(words()).toBe(words());
    expect(builds).toBe(1);
  });

  it('builds a schema from others inside its own build, so nothing is built before an answer is read', () => {
    let builds = 0;
    const id = once(() => {
      builds++;
      return z.pipe(
        z.union([z.number(), z.string()]),
        z.transform((v) => Number(v)),
      );
    });
    const row = once(() => z.looseObject({ id: id(), name: z.optional(z.string()) }));
    expect(builds).toBe(0);
    const parsed: { id: number; name?: string } = row().parse({ id: '7', extra: true });
    expect(parsed).toEqual({ id: 7, extra: true });
    expect(z.array(row()).safeParse([{ name: 'no id' }]).success).toBe(false);
    expect(builds).toBe(1);
  });
});
