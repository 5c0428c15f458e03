/**
 * A schedule card's alerts: the rules its report fits, where they go (e-mail to you, a Google Chat space's or
 * a Slack channel's incoming webhook), Send test per channel, and Save. A webhook's address goes to the
 * server once and is never shown again: a saved channel is named by its kind and its last characters.
 */
import { act } from '../act';
import { field, h, replaceChildren } from '../dom';
import { documentDecimal, say, t } from '../i18n';
import type { ServerResult } from '../rpc';
import type { ViewContext } from '../view';
import { filterProblem } from '../../../shared/filter';

type Schedule = ServerResult<'reportsSchedules'>[number];
type View = NonNullable<Schedule['alerts']>;
type Rule = View['rules'][number];
type Kind = Rule['kind'];
type Saved = View['channels'][number];
/** A channel on the form: saved before (its id), or new (e-mail, or a webhook's address). */
type Channel = Saved | { readonly kind: 'email' } | { readonly kind: 'chat' | 'slack'; readonly url: string };

type Way = 'enter' | 'leave' | 'up' | 'down' | 'gain' | 'lose' | 'either';
const DIRECTIONS: Readonly<Record<Kind, readonly Way[]>> = {
  top: ['enter', 'leave', 'either'],
  move: ['up', 'down', 'either'],
  visibility: ['up', 'down', 'either'],
  competitor: [],
  aio: ['gain', 'lose', 'either'],
  cannibalization: [],
};

/** "A phrase leaves the TOP10 · 500+ searches", in the sidebar's language. */
function ruleText(rule: Rule): string {
  const base =
    rule.kind === 'top'
      ? t(`alerts.top.${rule.direction}`, { top: rule.top })
      : rule.kind === 'move'
        ? t(`alerts.move.${rule.direction}`, { count: rule.places })
        : rule.kind === 'visibility'
          ? t(`alerts.visibility.${rule.direction}`, { percent: rule.percent })
          : rule.kind === 'aio'
            ? t(`alerts.aio.${rule.direction}`)
            : t(`alerts.${rule.kind}`);
  return [
    base,
    rule.filter ? t('alerts.only', { filter: rule.filter }) : '',
    rule.minSearches ? t('alerts.searchesAtLeast', { count: rule.minSearches }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function channelText(channel: Channel): string {
  if (channel.kind === 'email')
    return t('mine' in channel && !channel.mine ? 'alerts.emailOther' : 'alerts.emailMe');
  const name = t(channel.kind === 'chat' ? 'alerts.chatName' : 'alerts.slackName');
  return 'hint' in channel ? `${name} ${channel.hint}` : `${name} …${channel.url.slice(-4)}`;
}

const select = (choices: readonly [string, string][]) => {
  const box = h('select', {});
  for (const [value, label] of choices) box.appendChild(h('option', { value }, label));
  return box;
};

/** The rule the "add a rule" fields describe; throws the words to show when one is missing. */
function ruleForm(fits: readonly Kind[]) {
  const kind = select(fits.map((k) => [k, t(`alerts.kind.${k}`)]));
  const top = select(['3', '10', '50'].map((n) => [n, `TOP${n}`]));
  top.value = '10';
  const places = h('input', { type: 'number', min: '1', max: '99', value: '5' });
  const percent = h('input', { type: 'number', min: '1', max: '1000', value: '10' });
  const direction = h('select', {});
  const filter = h('input', { type: 'text', autocomplete: 'off' });
  const searches = h('input', { type: 'number', min: '0' });
  const fields = {
    top: field(t('alerts.topField'), top),
    places: field(t('alerts.places'), places),
    percent: field(t('alerts.percent'), percent),
    direction: field(t('alerts.direction'), direction),
  };
  const sync = () => {
    const k = kind.value as Kind;
    fields.top.hidden = k !== 'top';
    fields.places.hidden = k !== 'move';
    fields.percent.hidden = k !== 'visibility';
    fields.direction.hidden = !DIRECTIONS[k].length;
    replaceChildren(direction, ...DIRECTIONS[k].map((d) => h('option', { value: d }, t(`alerts.way.${d}`))));
  };
  kind.addEventListener('change', sync);
  sync();
  const root = h(
    'div',
    { class: 'inline' },
    field(t('alerts.when'), kind),
    fields.top,
    fields.places,
    fields.percent,
    fields.direction,
  );
  const limits = h(
    'div',
    {},
    field(t('alerts.filter'), filter, t('alerts.filterHint')),
    field(t('alerts.minSearches'), searches),
  );
  const read = (): Rule => {
    const problem = filterProblem(filter.value, { decimal: documentDecimal() });
    if (filter.value.trim() && problem) throw new Error(say(problem));
    const k = kind.value as Kind;
    const limited = {
      ...(filter.value.trim() && { filter: filter.value.trim() }),
      ...(searches.value !== '' && { minSearches: Number(searches.value) }),
    };
    const d = direction.value;
    switch (k) {
      case 'top':
        return { kind: k, top: Number(top.value) as 3 | 10 | 50, direction: d as 'enter', ...limited };
      case 'move':
        return { kind: k, places: Number(places.value), direction: d as 'up', ...limited };
      case 'visibility':
        return { kind: k, percent: Number(percent.value), direction: d as 'up', ...limited };
      case 'aio':
        return { kind: k, direction: d as 'gain', ...limited };
      default:
        return { kind: k, ...limited };
    }
  };
  return { root: h('div', {}, root, limits), read };
}

/** The card's Alerts section; `redraw` takes the schedules the server answers with after a save. */
export function alertsEditor(
  ctx: ViewContext,
  schedule: Schedule,
  redraw: (list: Schedule[]) => void,
): HTMLElement | null {
  const view = schedule.alerts;
  if (!view?.fits.length) return null;
  const rules: Rule[] = [...view.rules];
  const channels: Channel[] = [...view.channels];
  const ruleList = h('ul', { class: 'plain', 'aria-label': t('alerts.rules') });
  const channelList = h('ul', { class: 'plain', 'aria-label': t('alerts.channels') });
  const removeButton = <T>(list: T[], item: T) => {
    const remove = h('button', { type: 'button' }, t('alerts.remove'));
    remove.addEventListener('click', () => {
      list.splice(list.indexOf(item), 1);
      draw();
    });
    return remove;
  };
  const testButton = (channel: Channel) => {
    const test = h('button', { type: 'button' }, t('alerts.test'));
    test.addEventListener('click', () =>
      act(ctx, test, async () => ctx.announce(await ctx.server.alertsTest(sent(channel)))),
    );
    return test;
  };
  const draw = () => {
    replaceChildren(
      ruleList,
      rules.length ? null : h('li', { class: 'gray' }, t('alerts.noRules')),
      ...rules.map((rule) =>
        h('li', { class: 'row' }, h('span', {}, ruleText(rule)), removeButton(rules, rule)),
      ),
    );
    replaceChildren(
      channelList,
      channels.length ? null : h('li', { class: 'gray' }, t('alerts.noChannels')),
      ...channels.map((channel) =>
        h(
          'li',
          {},
          h(
            'div',
            { class: 'row' },
            h('span', {}, channelText(channel)),
            testButton(channel),
            removeButton(channels, channel),
          ),
          'note' in channel && channel.note ? h('div', { class: 'warning' }, channel.note) : null,
        ),
      ),
    );
  };
  const form = ruleForm(view.fits);
  const addRule = h('button', { type: 'button' }, t('alerts.addRule'));
  addRule.addEventListener('click', () => {
    try {
      rules.push(form.read());
      draw();
    } catch (error) {
      ctx.fail(error);
    }
  });
  const kind = select([
    ['email', t('alerts.emailMe')],
    ['chat', t('alerts.chatHook')],
    ['slack', t('alerts.slackHook')],
  ]);
  const url = h('input', { type: 'url', autocomplete: 'off', spellcheck: 'false' });
  const urlField = field(t('alerts.url'), url, t('alerts.urlHint'));
  const syncKind = () => {
    urlField.hidden = kind.value === 'email';
  };
  kind.addEventListener('change', syncKind);
  syncKind();
  const fresh = (): Channel =>
    kind.value === 'email'
      ? { kind: 'email' }
      : { kind: kind.value as 'chat' | 'slack', url: url.value.trim() };
  const addChannel = h('button', { type: 'button' }, t('alerts.addChannel'));
  const testFresh = h('button', { type: 'button' }, t('alerts.test'));
  testFresh.addEventListener('click', () =>
    act(ctx, testFresh, async () => ctx.announce(await ctx.server.alertsTest(sent(fresh())))),
  );
  addChannel.addEventListener('click', () => {
    channels.push(fresh());
    url.value = '';
    draw();
  });
  const save = h('button', { type: 'button', class: 'action' }, t('alerts.save'));
  save.addEventListener('click', () =>
    act(ctx, save, async () => {
      redraw(await ctx.server.alertsSave(schedule.id, { rules, channels: channels.map(sent) }));
      ctx.announce(t('alerts.saved', { title: schedule.title }));
    }),
  );
  draw();
  return h(
    'details',
    {},
    h('summary', {}, t('alerts.title', { count: rules.length })),
    h('h4', {}, t('alerts.rules')),
    ruleList,
    form.root,
    h('div', { class: 'row' }, addRule),
    h('h4', {}, t('alerts.channels')),
    channelList,
    field(t('alerts.channel'), kind),
    urlField,
    h('div', { class: 'row' }, addChannel, testFresh),
    h('div', { class: 'row' }, save),
  );
}

/** A channel as the server takes it: a saved one by its id, a new one by what identifies it. */
function sent(channel: Channel) {
  return 'id' in channel ? { kind: channel.kind, id: channel.id } : channel;
}
