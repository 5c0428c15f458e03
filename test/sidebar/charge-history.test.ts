/**
 * The task centre remembers what the add-on was charged for, per user, so its estimate agrees with
 * the simulator's repeat-free window: the same TOP100 crawl within 24 h is free, reordered phrases
 * are a new parameter set and a new unit.
 */
import { CHARGES_KEY } from '../../src/spent/charges';
import type { CostView, TaskRequest } from '../../src/families/serp/task-model';
import { startWorld, type World } from '../support/world';

const HOUR = 3_600_000;
let world: World;

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
});
afterAll(() => world?.stop());

const estimate = (request: TaskRequest) => world.emu.callServer('taskEstimate', [request]) as CostView;
const create = (request: TaskRequest) => world.emu.callServer('taskCreate', [request]);

/** Units left on the tools counter, as the estimate of a never-seen crawl states it. */
function toolsLeft(): number {
  const { text } = estimate({ kind: 'urls_crawl', urls: [`https://example.pl/${world.emu.clock.now()}`] });
  const match =
    /^Costs 1 unit of Tools \(shared\) \(([\d,]+) of [\d,]+ left, resets in \d+ days\)\. Keyword statistics/.exec(
      text,
    );
  if (!match) throw new Error(`Unexpected estimate: ${text}`);
  return Number(match[1].replace(/,/g, ''));
}

it('a TOP100 crawl repeated within 24 h is estimated free, as the service charges it', () => {
  const crawl: TaskRequest = {
    kind: 'top100_crawl',
    phrases: ['rower gravel', 'kask rowerowy'],
    countryId: 1,
  };
  expect(estimate(crawl)).toMatchObject({ units: 1 });
  const before = toolsLeft();
  create(crawl);
  expect(toolsLeft()).toBe(before - 1);
  expect(world.emu.properties.user('owner@example.com').get(CHARGES_KEY)).toBeTruthy();

  world.emu.clock.advance(2 * HOUR);
  expect(estimate(crawl)).toEqual({
    units: 0,
    affordable: true,
    text: 'Free. Estimated: the same crawl parameters were charged 2 h ago, and the service charges them once in 24 h, whichever report or formula asks.',
  });
  create(crawl);
  expect(toolsLeft()).toBe(before - 1);

  const reordered: TaskRequest = { ...crawl, phrases: ['kask rowerowy', 'rower gravel'] };
  expect(estimate(reordered).text).toMatch(
    new RegExp(
      `^Costs 1 unit of Tools \\(shared\\) \\(${(before - 1).toLocaleString('en')} of [\\d,]+ left, resets in \\d+ days\\)\\. Keyword statistics`,
    ),
  );

  world.emu.clock.advance(22 * HOUR);
  expect(estimate(crawl)).toMatchObject({ units: 1 });
});

it('a charge on another account never makes the estimate free: it speaks for the account that will pay', () => {
  const crawl: TaskRequest = { kind: 'top100_crawl', phrases: ['rower szosowy'], countryId: 1 };
  create(crawl);
  world.emu.clock.advance(4 * 60_000);
  expect(estimate(crawl)).toMatchObject({ units: 0 });
  world.emu.callServer('signIn', ['demo-pl@example.com', 'demo']);
  expect(estimate(crawl)).toMatchObject({ units: 1 });
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
  expect(estimate(crawl)).toMatchObject({ units: 0 });
});
