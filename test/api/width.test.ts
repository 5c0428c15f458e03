/** The width controller: how many requests a parallel batch sends at once. */
import { fixedWidth, widthController } from '../../src/api/width';

describe('widthController', () => {
  test('starts at its start width and doubles after full clean waves, up to the maximum', () => {
    const width = widthController({ start: 4, min: 1, max: 16 });
    const seen = [width.current()];
    for (let i = 0; i < 4; i++) {
      width.clean(width.current());
      seen.push(width.current());
    }
    expect(seen).toEqual([4, 8, 16, 16, 16]);
  });

  test('a wave shorter than the width does not widen it', () => {
    const width = widthController({ start: 4, min: 1, max: 16 });
    width.clean(3);
    expect(width.current()).toBe(4);
  });

  test('halves on congestion, never below one', () => {
    const width = widthController({ start: 16, min: 1, max: 16 });
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      width.congested();
      seen.push(width.current());
    }
    expect(seen).toEqual([8, 4, 2, 1, 1, 1]);
  });

  test('after congestion it widens by one at a time past the halved width', () => {
    const width = widthController({ start: 8, min: 1, max: 16 });
    width.congested();
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      width.clean(width.current());
      seen.push(width.current());
    }
    expect(seen).toEqual([5, 6, 7]);
  });

  test('a fixed width neither widens nor narrows', () => {
    const fixed = widthController(fixedWidth(4));
    fixed.clean(4);
    fixed.congested();
    expect(fixed.current()).toBe(4);
  });

  test('halving stops at the minimum; odd policies are clamped to at least one', () => {
    const width = widthController({ start: 8, min: 3, max: 16 });
    width.congested();
    width.congested();
    expect(width.current()).toBe(3);
    expect(widthController({ start: 0, min: 0, max: 0 }).current()).toBe(1);
    expect(widthController({ start: 32, min: 1, max: 16 }).current()).toBe(16);
  });
});
