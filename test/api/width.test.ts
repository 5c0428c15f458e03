/** The width controller: how many requests a parallel batch sends at once. */
import { widthController } from '../../src/api/width';

describe('widthController', () => {
  test('starts at its start width and doubles after full clean waves, up to the maximum', () => {
    const width = widthController({ start: 4, max: 16 });
    const seen = [width.current()];
    for (let i = 0; i < 4; i++) {
      width.clean(width.current());
      seen.push(width.current());
    }
    expect(seen).toEqual([4, 8, 16, 16, 16]);
  });

  test('a wave shorter than the width does not widen it', () => {
    const width = widthController({ start: 4, max: 16 });
    width.clean(3);
    expect(width.current()).toBe(4);
  });

  test('halves on congestion, never below one', () => {
    const width = widthController({ start: 16, max: 16 });
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      width.congested();
      seen.push(width.current());
    }
    expect(seen).toEqual([8, 4, 2, 1, 1, 1]);
  });

  test('after congestion it widens by one at a time past the halved width', () => {
    const width = widthController({ start: 8, max: 16 });
    width.congested();
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      width.clean(width.current());
      seen.push(width.current());
    }
    expect(seen).toEqual([5, 6, 7]);
  });

  test('start = max fixes the width; odd policies are clamped to at least one', () => {
    const fixed = widthController({ start: 4, max: 4 });
    fixed.clean(4);
    expect(fixed.current()).toBe(4);
    expect(widthController({ start: 0, max: 0 }).current()).toBe(1);
    expect(widthController({ start: 32, max: 16 }).current()).toBe(16);
  });
});
