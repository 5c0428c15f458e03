/** Items a list is refused for (a 418 naming `urls.15`): read from either door, taken out, the rest sent again. */
import { generateError } from '../../src/api/outcome';
import { ApiError, InvalidDataError, type ItemRefusedError, refusedItems } from '../../src/api/errors';
import { sendDroppingRefused } from '../../src/api/refused-items';
import type { Settled } from '../../src/api/client';
import { english } from '../../src/shared/i18n/said';

const PATH = '/api/visibility_analysis/tools/urls/create';

/** The live service's answer to a run with a non-ASCII URL at index 15 (issue 31). */
const live418 = (params: Record<string, Record<string, string>>) =>
  generateError(
    {
      status: 418,
      headers: {},
      body: JSON.stringify({
        success: false,
        data: { error: { type: 'invalid_data', message: 'Given data is invalid', params } },
      }),
    },
    { path: PATH },
  );

describe('refusedItems', () => {
  it('reads the items a 418 names by index, with the service’s reason', () => {
    const error = live418({
      'urls.15': { url: 'This value is not a valid URL' },
      'urls.3': { url: 'This value is not a valid URL' },
      country_id: { choice: 'The value you selected is not a valid choice' },
    });
    expect(error).toBeInstanceOf(InvalidDataError);
    expect([...refusedItems(error, 'urls')]).toEqual([
      [15, 'This value is not a valid URL'],
      [3, 'This value is not a valid URL'],
    ]);
    expect(refusedItems(error, 'keywords').size).toBe(0);
  });

  it('reads them from a tool server’s sentence too', () => {
    const error = generateError(
      { refusal: 'keywords.3: This value is not valid; keywords.7: too long', by: 'tool' },
      { path: '/mcp get_keyword_statistics', door: 'tools' },
    );
    expect([...refusedItems(error, 'keywords')]).toEqual([
      [3, 'This value is not valid'],
      [7, 'too long'],
    ]);
  });

  it('names nothing for a refusal of the whole request or another failure', () => {
    expect(refusedItems(live418({ urls: { _required: 'This field is required' } }), 'urls').size).toBe(0);
    expect(refusedItems(new ApiError('SERVER_ERROR', { key: 'error.unknown' } as never), 'urls').size).toBe(
      0,
    );
  });
});

describe('sendDroppingRefused', () => {
  /** A service refusing every item with "bad" in it, naming them all by their index in what it was sent. */
  function service(oneAtATime = false) {
    const sent: string[][] = [];
    const send = (lists: readonly (readonly string[])[]): Settled<string[]>[] =>
      lists.map((list) => {
        sent.push([...list]);
        const bad = list.flatMap((item, i) => (item.includes('bad') ? [i] : []));
        const named = oneAtATime ? bad.slice(0, 1) : bad;
        if (!named.length) return { ok: true, value: list.map((item) => item.toUpperCase()) };
        const params = Object.fromEntries(
          named.map((i) => [`urls.${i}`, { url: 'This value is not a valid URL' }]),
        );
        return { ok: false, error: live418(params) };
      });
    return { sent, send };
  }

  it('takes the refused items out and sends the rest again; the answer is for the kept ones', () => {
    const { sent, send } = service();
    const [first, second] = sendDroppingRefused(
      [
        ['a.pl', 'bad-1.pl', 'b.pl', 'bad-2.pl'],
        ['c.pl', 'd.pl'],
      ],
      'urls',
      send,
    );
    expect(sent).toEqual([
      ['a.pl', 'bad-1.pl', 'b.pl', 'bad-2.pl'],
      ['c.pl', 'd.pl'],
      ['a.pl', 'b.pl'],
    ]);
    expect(first.kept).toEqual([0, 2]);
    expect(first.answer).toEqual({ ok: true, value: ['A.PL', 'B.PL'] });
    expect([...first.refused.keys()]).toEqual([1, 3]);
    const refused = first.refused.get(1) as ItemRefusedError;
    expect(english(refused.said)).toBe(
      'The service refused "bad-1.pl" (This value is not a valid URL); the other rows were fetched without it.',
    );
    expect(second).toEqual({
      kept: [0, 1],
      answer: { ok: true, value: ['C.PL', 'D.PL'] },
      refused: new Map(),
    });
  });

  it('a list refused whole for its items has no answer, and is not sent empty', () => {
    const { sent, send } = service();
    const [only] = sendDroppingRefused([['bad.pl']], 'urls', send);
    expect(sent).toHaveLength(1);
    expect(only.answer).toBeUndefined();
    expect(only.refused.size).toBe(1);
  });

  it('a service naming one item at a time is asked a bounded number of times; the rest keep its last refusal', () => {
    const { sent, send } = service(true);
    const list = Array.from({ length: 10 }, (_, i) => `bad-${i}.pl`);
    const [only] = sendDroppingRefused([list], 'urls', send);
    expect(sent).toHaveLength(5);
    expect(only.refused.size).toBe(4);
    expect(only.answer?.ok).toBe(false);
  });
});
