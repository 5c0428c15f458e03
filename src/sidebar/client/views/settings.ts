/**
 * Document settings (default country, language, how domain statistics are fetched, the spend guard, cache
 * freshness per data kind), the cache's usage with a Clear button, a connection check over free calls, the
 * warehouse (warehouse.ts), and the per-user service address for advanced users.
 */
import { act } from '../act';
import { type Child, field, h, loading, replaceChildren } from '../dom';
import { type Language, LANGUAGE_NAMES, LANGUAGES } from '../../../shared/i18n/languages';
import type { UiKey } from '../../../shared/i18n/ui-catalogues';
import { formatSize } from '../../../shared/i18n/format';
import { spoken, t } from '../i18n';
import type { ServerResult } from '../rpc';
import type { View, ViewContext } from '../view';
import { warehouseSection } from './warehouse';

type Settings = ServerResult<'sidebarSettings'>;
type ConnectionReport = ServerResult<'sidebarCheckConnection'>;

const ADDRESS_SOURCES: Readonly<Record<ConnectionReport['addressSource'], UiKey>> = {
  user: 'settings.sourceUser',
  script: 'settings.sourceScript',
  build: 'settings.sourceBuild',
  tools: 'settings.sourceTools',
};

function usageText(cache: Settings['cache']): string {
  const size = formatSize(spoken(), cache.bytes, (count) => t('settings.bytes', { count }));
  return t('settings.usage', { count: cache.entries, size });
}

type Way = Settings['visibilityWay'];

/**
 * How domain statistics are fetched, as radio buttons: each way is a sentence, which a drop-down would cut
 * at the sidebar's 300 px, showing only the start of the chosen one.
 */
function wayChoices(chosen: Way): { fieldset: HTMLFieldSetElement; value(): Way } {
  const ways: readonly [Way, UiKey][] = [
    ['auto', 'settings.wayAuto'],
    ['perDomain', 'settings.wayPerDomain'],
    ['bulk', 'settings.wayBulk'],
  ];
  const radios = ways.map(([value, label]) => {
    const radio = h('input', { type: 'radio', name: 'visibility-way', value, id: `way-${value}` });
    radio.checked = value === chosen;
    return { radio, label: h('label', { class: 'check', for: radio.id }, radio, t(label)) };
  });
  const fieldset = h(
    'fieldset',
    { class: 'form-group', 'aria-describedby': 'way-hint' },
    h('legend', {}, t('settings.visibilityWay')),
    ...radios.map((r) => r.label),
    h('p', { class: 'secondary', id: 'way-hint' }, t('settings.visibilityWayHint')),
  );
  return { fieldset, value: () => (radios.find((r) => r.radio.checked)?.radio.value ?? chosen) as Way };
}

function documentForm(ctx: ViewContext, settings: Settings): HTMLFormElement {
  const country = h('select', {});
  for (const c of settings.countries) {
    country.appendChild(h('option', { value: c.id, selected: c.id === settings.defaultCountryId }, c.name));
  }
  const hours = settings.freshness.map((f) => ({
    kind: f.kind,
    input: h('input', { type: 'number', min: 0, max: 720, step: 1, value: f.hours, required: true }),
    label: f.label,
  }));
  const language = h(
    'select',
    {},
    h(
      'option',
      { value: '', selected: settings.language.choice === null },
      t('settings.documentLanguageAuto', { language: LANGUAGE_NAMES[settings.language.locale] }),
    ),
    ...LANGUAGES.map((code) =>
      h('option', { value: code, selected: settings.language.choice === code }, LANGUAGE_NAMES[code]),
    ),
  );
  const way = wayChoices(settings.visibilityWay);
  const guard = h('input', {
    type: 'number',
    min: 1,
    max: 100,
    step: 1,
    value: settings.spendGuard,
    required: true,
  });
  const save = h('button', { type: 'submit', class: 'action' }, t('settings.save'));
  const form = h(
    'form',
    { 'aria-label': t('settings.documentForm') },
    field(t('settings.defaultCountry'), country, t('settings.defaultCountryHint')),
    field(t('settings.documentLanguage'), language, t('settings.documentLanguageHint')),
    way.fieldset,
    field(t('settings.spendGuard'), guard, t('settings.spendGuardHint')),
    h('h3', {}, t('settings.keepData')),
    ...hours.map((f) => h('div', { class: 'inline' }, field(f.label, f.input))),
    h('p', { class: 'secondary' }, t('settings.keepDataHint')),
    h('div', { class: 'row' }, save),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void act(ctx, save, async () => {
      await ctx.server.sidebarSaveSettings({
        defaultCountryId: Number(country.value),
        freshnessHours: Object.fromEntries(hours.map((f) => [f.kind, Number(f.input.value)])),
        language: (language.value || null) as Language | null,
        visibilityWay: way.value(),
        spendGuard: Number(guard.value),
      });
      ctx.announce(t('settings.saved'));
    });
  });
  return form;
}

function cacheSection(ctx: ViewContext, settings: Settings): HTMLElement {
  const usage = h('p', {}, usageText(settings.cache));
  const clear = h('button', { type: 'button' }, t('settings.clearCache'));
  clear.addEventListener('click', () =>
    act(ctx, clear, async () => {
      const after = await ctx.server.sidebarClearCache();
      replaceChildren(usage, usageText(after));
      ctx.announce(t('settings.cacheCleared'));
    }),
  );
  return h('div', {}, h('h2', {}, t('settings.cache')), usage, h('div', { class: 'row' }, clear));
}

function connectionReport(report: ConnectionReport): Child[] {
  const steps = report.steps.map((step) =>
    h(
      'li',
      { class: step.ok ? undefined : 'error' },
      `${step.ok ? '✓' : '✗'} ${step.label}: ${step.detail} (${step.ms} ms)`,
    ),
  );
  const modules = report.modules?.map((m) =>
    h(
      'li',
      { class: m.allowed ? undefined : 'gray' },
      `${m.label}: ${m.allowed ? m.detail : t('settings.notInPlan')}`,
    ),
  );
  return [
    h(
      'p',
      {},
      t('settings.service', { address: report.address, source: t(ADDRESS_SOURCES[report.addressSource]) }),
    ),
    h('p', {}, t('settings.account', { account: report.account ?? t('settings.unconfirmed') })),
    h('ul', { class: 'plain', 'aria-label': t('settings.calls') }, ...steps),
    modules ? h('h3', {}, t('settings.modulesAllowed')) : null,
    modules ? h('ul', { class: 'plain', 'aria-label': t('settings.modules') }, ...modules) : null,
    // Over the tool server, what it offers: the tools the account may call (the API answers everything).
    report.tools ? h('h3', {}, t('settings.toolsOffered')) : null,
    report.tools
      ? h('p', { class: 'secondary', 'aria-label': t('settings.tools') }, report.tools.join(', '))
      : null,
  ];
}

function connectionSection(ctx: ViewContext): HTMLElement {
  const result = h('div', { 'aria-live': 'polite' });
  const check = h('button', { type: 'button' }, t('settings.check'));
  check.addEventListener('click', () =>
    act(ctx, check, async () => {
      replaceChildren(result, ...connectionReport(await ctx.server.sidebarCheckConnection()));
    }),
  );
  return h(
    'div',
    {},
    h('h2', {}, t('settings.connection')),
    h('p', { class: 'secondary' }, t('settings.connectionHint')),
    h('div', { class: 'row' }, check),
    result,
  );
}

function advanced(ctx: ViewContext, settings: Settings): HTMLElement {
  const url = h('input', {
    type: 'url',
    value: settings.baseUrl.source === 'user' ? settings.baseUrl.url : '',
  });
  url.placeholder = settings.baseUrl.source === 'user' ? '' : settings.baseUrl.url;
  const save = h('button', { type: 'submit' }, t('settings.saveAddress'));
  const form = h(
    'form',
    { 'aria-label': t('settings.address') },
    field(t('settings.address'), url, t('settings.addressHint')),
    h('div', { class: 'row' }, save),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void act(ctx, save, async () => {
      const now = await ctx.server.sidebarSetBaseUrl(url.value.trim() || null);
      ctx.announce(t('settings.using', { url: now.url }));
    });
  });
  return h('details', {}, h('summary', {}, t('settings.advanced')), form);
}

/** The user's own language, in every document; choosing one rebuilds the sidebar in it. */
function languageSection(ctx: ViewContext, current: ServerResult<'sidebarLanguage'>): HTMLElement {
  const select = h(
    'select',
    {},
    h(
      'option',
      { value: '', selected: current.choice === null },
      t('settings.languageAuto', {
        language: LANGUAGE_NAMES[current.automatic],
      }),
    ),
    ...LANGUAGES.map((code) =>
      h('option', { value: code, selected: current.choice === code }, LANGUAGE_NAMES[code]),
    ),
  );
  select.addEventListener('change', () =>
    act(ctx, select, async () => ctx.speak(await ctx.server.sidebarSetLanguage(select.value || null))),
  );
  return h('div', {}, field(t('settings.language'), select, t('settings.languageHint')));
}

export const settingsView: View = {
  id: 'settings',
  label: 'tab.settings',
  mount(root, ctx) {
    replaceChildren(root, h('h2', {}, t('settings.thisDocument')), loading(t('settings.loading')));
    const load = (): void => {
      Promise.all([ctx.server.sidebarSettings(), ctx.server.sidebarLanguage()])
        .then(([settings, language]) =>
          replaceChildren(
            root,
            languageSection(ctx, language),
            h('h2', {}, t('settings.thisDocument')),
            documentForm(ctx, settings),
            cacheSection(ctx, settings),
            connectionSection(ctx),
            warehouseSection(ctx),
            advanced(ctx, settings),
          ),
        )
        .catch(ctx.fail);
    };
    return { shown: load };
  },
};
