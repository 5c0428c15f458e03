/**
 * Document settings (default country, cache freshness per data kind), the cache's usage with a
 * Clear button, a connection check over free calls, and the per-user service address for advanced users.
 */
import { act } from '../act';
import { type Child, field, h, loading, replaceChildren } from '../dom';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../shared/i18n/languages';
import { t } from '../i18n';
import type { ServerResult } from '../rpc';
import type { View, ViewContext } from '../view';

type Settings = ServerResult<'sidebarSettings'>;
type ConnectionReport = ServerResult<'sidebarCheckConnection'>;

const ADDRESS_SOURCES: Readonly<Record<ConnectionReport['addressSource'], string>> = {
  user: 'your own address',
  script: 'the deployment’s address',
  build: 'the built-in address',
};

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function usageText(cache: Settings['cache']): string {
  return `${cache.entries} ${cache.entries === 1 ? 'entry' : 'entries'}, ${formatBytes(cache.bytes)}`;
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
  const save = h('button', { type: 'submit', class: 'action' }, 'Save');
  const form = h(
    'form',
    { 'aria-label': 'Document settings' },
    field('Default country', country, 'Used by formulas and reports that do not name a country_id.'),
    h('h3', {}, 'Keep data for (hours)'),
    ...hours.map((f) => h('div', { class: 'inline' }, field(f.label, f.input))),
    h(
      'p',
      { class: 'secondary' },
      '0 fetches every time. Changing a formula’s refresh argument fetches it again.',
    ),
    h('div', { class: 'row' }, save),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void act(ctx, save, async () => {
      await ctx.server.sidebarSaveSettings({
        defaultCountryId: Number(country.value),
        freshnessHours: Object.fromEntries(hours.map((f) => [f.kind, Number(f.input.value)])),
      });
      ctx.announce('Settings saved for this document.');
    });
  });
  return form;
}

function cacheSection(ctx: ViewContext, settings: Settings): HTMLElement {
  const usage = h('p', {}, usageText(settings.cache));
  const clear = h('button', { type: 'button' }, 'Clear cache');
  clear.addEventListener('click', () =>
    act(ctx, clear, async () => {
      const after = await ctx.server.sidebarClearCache();
      replaceChildren(usage, usageText(after));
      ctx.announce('Cache cleared: formulas will fetch fresh data.');
    }),
  );
  return h('div', {}, h('h2', {}, 'Cache'), usage, h('div', { class: 'row' }, clear));
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
      `${m.label}: ${m.allowed ? m.detail : 'not in your plan'}`,
    ),
  );
  return [
    h('p', {}, `Service: ${report.address} (${ADDRESS_SOURCES[report.addressSource]})`),
    h('p', {}, `Account: ${report.account ?? 'not confirmed by the service'}`),
    h('ul', { class: 'plain', 'aria-label': 'Calls' }, ...steps),
    modules ? h('h3', {}, 'Modules your plan allows') : null,
    modules ? h('ul', { class: 'plain', 'aria-label': 'Modules' }, ...modules) : null,
  ];
}

function connectionSection(ctx: ViewContext): HTMLElement {
  const result = h('div', { 'aria-live': 'polite' });
  const check = h('button', { type: 'button' }, 'Check connection');
  check.addEventListener('click', () =>
    act(ctx, check, async () => {
      replaceChildren(result, ...connectionReport(await ctx.server.sidebarCheckConnection()));
    }),
  );
  return h(
    'div',
    {},
    h('h2', {}, 'Connection'),
    h('p', { class: 'secondary' }, 'Calls only free endpoints: nothing is charged.'),
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
  const save = h('button', { type: 'submit' }, 'Save address');
  const form = h(
    'form',
    { 'aria-label': 'Service address' },
    field('Service address', url, 'Only for you, in this and every document. Leave empty for the default.'),
    h('div', { class: 'row' }, save),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void act(ctx, save, async () => {
      const now = await ctx.server.sidebarSetBaseUrl(url.value.trim() || null);
      ctx.announce(`Using ${now.url}. Sign in again if you changed service.`);
    });
  });
  return h('details', {}, h('summary', {}, 'Advanced'), form);
}

/** The user's own language, in every document; choosing one reopens the sidebar in it. */
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
    replaceChildren(root, h('h2', {}, 'This document'), loading('Loading the settings…'));
    const load = (): void => {
      Promise.all([ctx.server.sidebarSettings(), ctx.server.sidebarLanguage()])
        .then(([settings, language]) =>
          replaceChildren(
            root,
            languageSection(ctx, language),
            h('h2', {}, 'This document'),
            documentForm(ctx, settings),
            cacheSection(ctx, settings),
            connectionSection(ctx),
            advanced(ctx, settings),
          ),
        )
        .catch(ctx.fail);
    };
    return { shown: load };
  },
};
