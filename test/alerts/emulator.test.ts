/**
 * Alerts through the built bundle in the Apps Script emulator against the simulator. Over seven days of
 * hourly ticks with scripted moves, each rule alerts exactly the phrases the simulator's own answers say
 * crossed it, once per change, by e-mail, Google Chat and Slack; alerts cost no request to the service and
 * no unit beyond the runs. A schedule that gives up, whose sign-in is refused, or that meets a spent quota
 * says so once, and once more when it recovers; the mail quota and a revoked webhook hold and pause.
 */
import type { MailMessage } from '../../local/gas/mailbox';
import type { WebhookPost } from '../../local/service/webhooks';
import type { ScheduleView } from '../../src/registry/launcher';
import { reportsIn } from '../reports/emulated';
import { startWorld, type World } from '../support/world';
import { crossed, type Observed, observed, oracleToken } from './oracle';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DOMAIN = 'pieczywo.pl';
const SLACK = 'https://hooks.slack.com/services/T0ALERT/B0ALERT/s3cr3tS1ack';
const SLACK_AIO = 'https://hooks.slack.com/services/T0ALERT/B0AIO/s3cr3tA10';
const CHAT = 'https://chat.googleapis.com/v1/spaces/AAAAstats/messages?key=k3y&token=t0ken1';
const CHAT_RIVALS = 'https://chat.googleapis.com/v1/spaces/AAAArivals/messages?key=k3y&token=t0ken2';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world?.stop());

const { call, column, hourPasses, sheetTriggers } = reportsIn(() => world.emu);
const signIn = () => world.emu.callServer('signIn', ['demo@example.com', 'demo']);
const domain = { domain: DOMAIN, fetch_mode: 'topLevelDomain', country_id: 1 };

/** A report schedule and its alerts; returns its id. */
function schedule(
  reportId: string,
  params: Record<string, unknown>,
  cadence: Record<string, unknown>,
  alerts: { rules: unknown[]; channels: unknown[] },
  sheetName = `${reportId} alerts`,
): string {
  const saved = call<ScheduleView[]>('reportsSaveSchedule', {
    target: {
      kind: 'report',
      request: { reportId, params, sheetName, mode: 'replace' },
    },
    cadence,
  });
  const id = saved[saved.length - 1].id;
  call('alertsSave', id, alerts);
  return id;
}

const SECTIONS: Readonly<Record<string, string>> = {
  'Entered the TOP10': 'top10:up',
  'Left the TOP10': 'top10:down',
  'Entered the TOP3': 'top3:up',
  'Up 8 places or more': 'move:up',
  'Down 8 places or more': 'move:down',
  'Now ranking with a second page of the domain': 'cannibalization',
  'Visibility up 5% or more': 'visibility:up',
  'Visibility down 5% or more': 'visibility:down',
  'Competitors now above the domain’s visibility': 'competitor',
  'Now cited in the AI Overview': 'aio:up',
  'No longer cited in the AI Overview': 'aio:down',
};

/** A digest's sections as the test compares them: the phrase (or domain) of each line, by section. */
function sectionsOf(groups: [title: string, lines: string[]][]): Record<string, string[]> {
  return Object.fromEntries(
    groups.map(([title, lines]) => {
      const section = SECTIONS[title.replace(/ \(\d+\)$/, '')];
      expect(section).toBeDefined();
      expect(lines.some((line) => line.startsWith('…'))).toBe(false);
      return [section, lines.map((line) => line.split(' · ')[0].split(': ')[0]).sort()];
    }),
  );
}

const fromMail = (mail: MailMessage) =>
  sectionsOf(
    mail.body
      .split('\n\n')
      .slice(1, -2)
      .map((block): [string, string[]] => {
        const [title, ...lines] = block.split('\n');
        return [title, lines.map((line) => line.replace(/^- /, ''))];
      }),
  );

const unescaped = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

type Card = {
  header: { title: string };
  sections: { header?: string; widgets: { textParagraph?: { text: string } }[] }[];
};
type Blocks = { blocks: { type: string; text?: { type: string; text: string } }[] };

function fromPost(post: WebhookPost) {
  if (post.kind === 'chat') {
    const card = (post.body as { cardsV2: { card: Card }[] }).cardsV2[0].card;
    return sectionsOf(
      card.sections
        .filter((s) => s.header)
        .map((s): [string, string[]] => [
          unescaped(s.header ?? ''),
          unescaped(s.widgets[0].textParagraph?.text ?? '').split('<br>'),
        ]),
    );
  }
  const { blocks } = post.body as Blocks;
  const groups: [string, string[]][] = [];
  blocks.forEach((block, i) => {
    if (block.type === 'section' && block.text?.type === 'mrkdwn' && /^\*.*\*$/.test(block.text.text))
      groups.push([unescaped(block.text.text.slice(1, -1)), blocks[i + 1].text?.text.split('\n') ?? []]);
  });
  return sectionsOf(groups);
}

const titleOf = (post: WebhookPost) =>
  post.kind === 'chat'
    ? (post.body as { cardsV2: { card: Card }[] }).cardsV2[0].card.header.title
    : ((post.body as Blocks).blocks[0].text?.text ?? '');

describe('alerts in the emulator', () => {
  it('over seven days of hourly ticks, each rule alerts exactly what crossed it in the simulator’s answers, once per change, at no cost', async () => {
    signIn();
    const token = await oracleToken(world.sim.url);
    const ids = {
      positions: schedule(
        'positions',
        { ...domain, limit: 1000 },
        { every: 'hours', hours: 12 },
        {
          rules: [
            { kind: 'top', top: 10, direction: 'either' },
            { kind: 'top', top: 3, direction: 'enter' },
            { kind: 'move', places: 8, direction: 'either' },
          ],
          channels: [{ kind: 'email' }],
        },
      ),
      cannibalization: schedule(
        'cannibalization',
        { ...domain, limit: 500 },
        { every: 'day', hour: 7 },
        {
          rules: [{ kind: 'cannibalization' }],
          channels: [{ kind: 'slack', url: SLACK }],
        },
      ),
      statistics: schedule(
        'domain_statistics',
        domain,
        { every: 'day', hour: 7 },
        {
          rules: [{ kind: 'visibility', percent: 5, direction: 'either' }],
          channels: [{ kind: 'chat', url: CHAT }],
        },
      ),
      competitors: schedule(
        'competitors',
        { ...domain, limit: 20 },
        { every: 'day', hour: 7 },
        {
          rules: [{ kind: 'competitor' }],
          channels: [{ kind: 'chat', url: CHAT_RIVALS }],
        },
      ),
      aio: schedule(
        'ai_overviews',
        { ...domain, country_id: 200, limit: 500 },
        { every: 'day', hour: 7 },
        {
          rules: [{ kind: 'aio', direction: 'either' }],
          channels: [{ kind: 'slack', url: SLACK_AIO }],
        },
      ),
    };
    expect(sheetTriggers()).toBe(1);
    const titles = Object.fromEntries(call<ScheduleView[]>('reportsSchedules').map((s) => [s.id, s.title]));

    // Moves scripted day by day: phrases in and out of the TOP10 and TOP3 and by many places, a second page,
    // AI Overview citations won and lost, and a day the domain's best phrases drop out (its visibility with
    // them, competitors above it), back the next day.
    const start = await observed(world.sim.url, token, DOMAIN);
    const ranked = [...start.positions].sort((a, b) => a[1] - b[1]);
    const at = (from: number, to: number) => ranked.filter(([, p]) => p >= from && p <= to).map(([k]) => k);
    const day = (n: number) => new Date(world.emu.clock.now() + n * DAY).toISOString().slice(0, 10);
    const uncited = [...start.cited].filter(([, c]) => !c).map(([k]) => k);
    const cited = [...start.cited].filter(([, c]) => c).map(([k]) => k);
    const single = ranked.filter(([k, p]) => p <= 30 && (start.pages.get(k)?.size ?? 0) < 2).map(([k]) => k);
    const script = (from: number, keyword: string, fields: object) =>
      world.sim.control('/__sim/script', { domain: DOMAIN, keyword, from: day(from), ...fields });
    await script(2, at(11, 20)[0], { position: 6 });
    await script(3, at(2, 2)[0], { position: 15 });
    await script(3, single[0], { second: { url: `https://${DOMAIN}/druga-strona`, position: 27 } });
    await script(4, at(30, 45)[0], { position: 3 });
    await script(4, uncited[0], { aio: true, country_id: 200 });
    await script(5, cited[0], { aio: false, country_id: 200 });
    for (const keyword of at(1, 1).concat(at(3, 5))) {
      await script(5, keyword, { position: 0 });
      await script(6, keyword, { position: start.positions.get(keyword) });
    }

    const usageBefore = (await world.sim.state()).usage as Record<string, Record<string, number>>;
    const seen = { mail: 0, posts: 0 };
    const last = new Map<string, { at: number; observed: Observed }>();
    const compared: Record<string, number> = {};
    let alerted = 0;
    for (let hour = 0; hour < 7 * 24; hour++) {
      const sent = hourPasses();
      const mail = world.emu.mailbox().slice(seen.mail);
      // An hour whose trigger asked the service nothing ran no report: it sent nothing by mail, and a post
      // would be found with the next hour that ran one (or after the week).
      if (!sent.some((r) => r.url.startsWith(world.sim.url))) {
        expect(mail).toEqual([]);
        continue;
      }
      const posts = (await world.sim.webhooks()).slice(seen.posts);
      seen.mail += mail.length;
      seen.posts += posts.length;
      const ran = call<ScheduleView[]>('reportsSchedules').filter(
        (s) => s.lastResult?.ok && s.lastResult.at !== last.get(s.id)?.at,
      );
      if (!ran.length) {
        expect([...mail, ...posts]).toEqual([]);
        continue;
      }
      const now = await observed(world.sim.url, token, DOMAIN);
      const expected = Object.fromEntries(
        Object.entries(ids).map(([name, id]) => {
          const before = last.get(id)?.observed;
          return [id, before && ran.some((s) => s.id === id) ? crossed(before, now)[name] : {}];
        }),
      );
      for (const [id, title] of Object.entries(titles)) {
        const received = [
          ...mail.filter((m) => m.subject.endsWith(title)).map(fromMail),
          ...posts.filter((p) => titleOf(p) === title).map(fromPost),
        ];
        // One message a run at most, and only when something crossed.
        expect({ id, received }).toEqual({
          id,
          received: Object.keys(expected[id]).length ? [expected[id]] : [],
        });
        alerted += received.length;
        if (ran.some((s) => s.id === id)) compared[id] = (compared[id] ?? 0) + 1;
      }
      for (const s of ran) last.set(s.id, { at: s.lastResult?.at ?? 0, observed: now });
    }
    expect((await world.sim.webhooks()).slice(seen.posts)).toEqual([]);
    // Every schedule ran each day (the positions every 12 hours), and the scripted days were told.
    expect(compared[ids.positions]).toBe(14);
    for (const name of ['cannibalization', 'statistics', 'competitors', 'aio'] as const)
      expect(compared[ids[name]]).toBe(7);
    expect(alerted).toBeGreaterThanOrEqual(8);

    // No unit beyond the runs: what the counters moved is what the runs say they charged.
    const usageAfter = (await world.sim.state()).usage as Record<string, Record<string, number>>;
    const moved = Object.entries(usageAfter['demo@example.com'] ?? {}).reduce(
      (sum, [key, used]) => sum + used - (usageBefore['demo@example.com']?.[key] ?? 0),
      0,
    );
    type Page = { runs: { units: number | null }[]; pages: number };
    const runsOf = (id: string) => {
      const { pages } = call<Page>('reportsRuns', id, 0);
      return Array.from({ length: pages }, (_, page) => call<Page>('reportsRuns', id, page).runs).flat();
    };
    expect(runsOf(ids.positions)).toHaveLength(14);
    const charged = Object.values(ids)
      .flatMap(runsOf)
      .reduce((sum, run) => sum + (run.units ?? 0), 0);
    expect(moved).toBe(charged);
  });

  it('alerts send no request to the service: a run with them asks what the same run without them asks', () => {
    const { drive } = reportsIn(() => world.emu);
    const asked = (scheduleId: string) => {
      world.emu.requests.length = 0;
      const job = call<Parameters<typeof drive>[0]>('schedulesRunNow', scheduleId);
      drive(job);
      return world.emu.requests.filter((r) => r.url.includes('/api/')).map((r) => new URL(r.url).pathname);
    };
    const [positions] = call<ScheduleView[]>('reportsSchedules');
    const withAlerts = asked(positions.id);
    expect(withAlerts.length).toBeGreaterThan(0);
    const rules = positions.alerts?.rules;
    call('alertsSave', positions.id, { rules: [], channels: [] });
    expect(asked(positions.id)).toEqual(withAlerts);
    call('alertsSave', positions.id, { rules, channels: [{ kind: 'email' }] });
  });

  it('a schedule that gives up, whose sign-in is refused or that meets a spent quota says so once, and once more when it recovers', async () => {
    for (const s of call<ScheduleView[]>('reportsSchedules')) call('reportsDeleteSchedule', s.id);
    signIn();
    const { drive } = reportsIn(() => world.emu);
    const statistics = '/api/visibility_analysis/reports/dashboard/getDomainStatistics';
    // Weekly, due in two hours (Warsaw is UTC+1 in winter): a day of retries ends before its next run.
    const due = new Date(world.emu.clock.now() + 3 * HOUR);
    const id = schedule(
      'domain_statistics',
      { ...domain, domain: 'kwiaty-online.pl' },
      { every: 'week', weekdays: [due.getUTCDay()], hour: due.getUTCHours() },
      { rules: [], channels: [{ kind: 'email' }] },
      'kwiaty alerts',
    );
    const sent = world.emu.mailbox().length;
    const notices = () =>
      world.emu
        .mailbox()
        .slice(sent)
        .map((m) => `${m.subject} | ${m.body.split('\n\n')[1]}`);
    const result = () => call<ScheduleView[]>('reportsSchedules').find((s) => s.id === id)?.lastResult;
    const runNow = () => drive(call('schedulesRunNow', id));

    // Gives up after a day of failures: one notice then, none while it retries.
    await world.sim.control('/__sim/faults', { mode: 'http503', count: 100_000, path: statistics });
    for (let hour = 0; hour < 40 && !(result() as { gaveUp?: boolean } | null)?.gaveUp; hour++) {
      expect(notices()).toEqual([]);
      hourPasses();
    }
    expect(notices()).toEqual([
      expect.stringMatching(
        /^SEO Sheets: “Domain statistics of kwiaty-online\.pl → kwiaty alerts” needs attention \| The last try failed: HTTP 503\. No more automatic tries: it kept failing for 24 hours\. It runs again at its next time, .+ UTC\+1; Run now on its card in SEO Sheets’ Schedules tries at once\.$/,
      ),
    ]);
    for (let hour = 0; hour < 6; hour++) hourPasses();
    await world.sim.control('/__sim/faults', { mode: 'none', path: statistics });
    runNow();
    expect(notices().slice(1)).toEqual([
      expect.stringMatching(/works again \| Its run of .+ got through: the sheet holds fresh data again\.$/),
    ]);

    // A refused sign-in: one notice, though the next try meets it again; one when it goes on.
    const user = world.emu.properties.user('owner@example.com');
    const session = JSON.parse(user.get('seoSheets.auth.session') ?? '{}');
    user.set('seoSheets.auth.session', JSON.stringify({ ...session, token: 'refused.token.value' }));
    runNow();
    runNow();
    expect(notices().slice(2)).toEqual([
      expect.stringMatching(
        /needs attention \| .+ Open SEO Sheets in this document and sign in again: the run goes on by itself then\.$/,
      ),
    ]);
    signIn();
    runNow();
    expect(notices().slice(3)).toEqual([expect.stringMatching(/works again \| /)]);

    // A spent quota: one notice, and one when the run gets through once the quota is topped up. A day on,
    // the same query is charged again (the service's repeat is free for 24 hours).
    const visibility = { email: 'demo@example.com', key: 'visibility_analysis_queries_per_day' };
    await world.sim.control('/__sim/usage', { ...visibility, used: 1_000_000 });
    world.emu.clock.advance(25 * HOUR);
    runNow();
    expect(notices().slice(4)).toEqual([
      expect.stringMatching(/needs attention \| The .+ quota is used up\./),
    ]);
    await world.sim.control('/__sim/usage', { ...visibility, used: 0 });
    runNow();
    expect(notices().slice(5)).toEqual([expect.stringMatching(/works again \| /)]);
    call('reportsDeleteSchedule', id);
  });

  it('holds mail past the day’s quota and sums it up once the quota is back; pauses a revoked webhook with a note on the card', async () => {
    // The phrase below moves at the next UTC midnight, which must fall inside the 24 hours the quota is
    // used up: from noon, whatever hour the tests before left the clock at (from 00:04 it moved as the
    // quota came back, and the alert went out unheld).
    world.emu.clock.advance(DAY - ((world.emu.clock.now() - 12 * HOUR) % DAY));
    signIn();
    const revoked = 'https://hooks.slack.com/services/T0ALERT/B0REVOKED/s3cr3tG0ne';
    const id = schedule(
      'positions',
      { ...domain, limit: 1000 },
      { every: 'hours', hours: 1 },
      {
        rules: [{ kind: 'top', top: 10, direction: 'either' }],
        channels: [{ kind: 'email' }, { kind: 'slack', url: revoked }],
      },
    );
    for (let h = 0; h < 2; h++) hourPasses();
    // The day's recipients used up, and the webhook deleted in Slack.
    const snapshot = world.emu.snapshot();
    world.emu.restore({
      ...snapshot,
      mail: {
        ...(snapshot.mail ?? { messages: [] }),
        windows: { 'owner@example.com': { start: world.emu.clock.now(), used: 100 } },
      },
    });
    await world.sim.control('/__sim/webhooks/refuse', { hook: 'T0ALERT/B0REVOKED', mode: 'revoked' });
    const tomorrow = new Date(world.emu.clock.now() + DAY).toISOString().slice(0, 10);
    // A phrase outside the TOP10 in the sheet the runs wrote, in it from tomorrow.
    const positions = column('positions alerts', 3);
    const phrase = column('positions alerts', 2)[positions.findIndex((p) => Number(p) > 15)];
    await world.sim.control('/__sim/script', {
      domain: DOMAIN,
      keyword: phrase,
      from: tomorrow,
      position: 5,
    });
    const mails = world.emu.mailbox().length;
    const posts = (await world.sim.webhooks()).length;
    for (let h = 0; h < 26; h++) hourPasses();
    const slack = (await world.sim.webhooks()).slice(posts).filter((p) => p.hook === 'T0ALERT/B0REVOKED');
    // One refused post, then nothing more to a channel that refused.
    expect(slack.map((p) => p.status)).toEqual([404]);
    const card = call<ScheduleView[]>('reportsSchedules').find((s) => s.id === id);
    const [email, hook] = card?.alerts?.channels ?? [];
    expect(hook.note).toBe(
      'Paused: it refused the last message (HTTP 404). Enter its address again to resume.',
    );
    const mailed = world.emu.mailbox().slice(mails);
    if (mailed.length === 0)
      expect(email.note).toMatch(/^1 message held back since .+; a summary goes at the next chance\.$/);
    for (let h = 0; h < 24; h++) hourPasses();
    const summary = world.emu.mailbox().slice(mails);
    expect(summary.map((m) => m.subject)).toContain(
      'SEO Sheets: messages held back · Positions of pieczywo.pl → positions alerts',
    );
    expect(summary.find((m) => m.subject.includes('held back'))?.body).toMatch(
      /1 message about this schedule was held back since .+: the day’s e-mail quota was used up\. The sheet holds the latest data\./,
    );
    call('reportsDeleteSchedule', id);
  });
});
