/**
 * Settings › Warehouse: the document's BigQuery project, dataset and location (and a Search Console bulk
 * export to join), turned on with a Check that says in words what is wrong, or off; its tables and the last
 * export. Turning it on may open Google's consent window for BigQuery: the call then fails, and the status
 * read after it says what to do.
 */
import { act } from '../act';
import { field, h, loading, replaceChildren } from '../dom';
import { formatSize } from '../../../shared/i18n/format';
import { spoken, t } from '../i18n';
import type { ServerResult } from '../rpc';
import type { ViewContext } from '../view';

type Status = ServerResult<'warehouseStatus'>;

const number = (n: number): string => n.toLocaleString(spoken());

/** Only Google's console is linked: an address built by the server from a checked project id. */
const consoleLink = (url: string | null) =>
  url?.startsWith('https://console.cloud.google.com/')
    ? h('a', { href: url, target: '_blank', rel: 'noopener noreferrer' }, t('warehouse.enable'))
    : null;

function statusOf(status: Status): HTMLElement {
  const { settings, check, tables, lastExport, message } = status;
  return h(
    'div',
    { 'aria-live': 'polite', role: 'status' },
    h(
      'p',
      {},
      settings
        ? t('warehouse.on', {
            table: `${settings.projectId}.${settings.dataset}`,
            location: settings.location,
          })
        : t('warehouse.off'),
    ),
    message ? h('p', { class: 'warning' }, message) : null,
    check && settings
      ? h(
          'div',
          {},
          h('p', { class: 'gray' }, t('warehouse.checked', { when: check.when })),
          h(
            'ul',
            { class: 'plain', 'aria-label': t('warehouse.findings') },
            ...check.findings.map((finding, i) =>
              h('li', { class: !check.ok && i === check.findings.length - 1 ? 'error' : undefined }, finding),
            ),
          ),
          consoleLink(check.enableUrl),
        )
      : null,
    tables?.length
      ? h(
          'ul',
          { class: 'plain', 'aria-label': t('warehouse.tables') },
          ...tables.map((table) =>
            h(
              'li',
              {},
              t('warehouse.table', { name: table.name, reports: table.reports, rows: number(table.rows) }),
            ),
          ),
        )
      : null,
    lastExport
      ? h(
          'p',
          { class: 'gray' },
          t('warehouse.lastExport', {
            when: lastExport.when,
            sheet: lastExport.sheet,
            table: lastExport.table,
            days: lastExport.days,
            rows: number(lastExport.rows),
            jobs: lastExport.jobs,
            size: formatSize(spoken(), lastExport.bytes, (count) => t('settings.bytes', { count })),
          }),
        )
      : null,
  );
}

export function warehouseSection(ctx: ViewContext): HTMLElement {
  const project = h('input', { type: 'text', autocomplete: 'off', spellcheck: 'false' });
  const dataset = h('input', {
    type: 'text',
    autocomplete: 'off',
    spellcheck: 'false',
    placeholder: 'seo_sheets',
  });
  const location = h('input', { type: 'text', autocomplete: 'off', spellcheck: 'false', placeholder: 'EU' });
  const searchConsole = h('input', { type: 'text', autocomplete: 'off', spellcheck: 'false' });
  const save = h('button', { type: 'submit', class: 'action' }, t('warehouse.turnOn'));
  const off = h('button', { type: 'button' }, t('warehouse.turnOff'));
  const shown = h('div', {}, loading(t('warehouse.loading')));
  const show = (status: Status): void => {
    const { settings } = status;
    if (settings) {
      project.value = settings.projectId;
      dataset.value = settings.dataset;
      location.value = settings.location;
      searchConsole.value = settings.searchConsole ?? '';
    }
    off.hidden = !settings;
    replaceChildren(shown, statusOf(status));
  };
  const reload = () => ctx.server.warehouseStatus().then(show);
  const form = h(
    'form',
    { 'aria-label': t('warehouse.title') },
    field(t('warehouse.project'), project, t('warehouse.projectHint')),
    field(t('warehouse.dataset'), dataset, t('warehouse.datasetHint')),
    field(t('warehouse.location'), location, t('warehouse.locationHint')),
    field(t('warehouse.searchConsole'), searchConsole, t('warehouse.searchConsoleHint')),
    h('div', { class: 'row' }, save, off),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void act(ctx, save, async () => {
      try {
        show(
          await ctx.server.warehouseSave({
            projectId: project.value,
            dataset: dataset.value || null,
            location: location.value || null,
            searchConsole: searchConsole.value || null,
          }),
        );
      } catch (error) {
        // Google's consent window ended the call: what to do is in the status.
        await reload();
        throw error;
      }
      ctx.announce(t('warehouse.saved'));
    });
  });
  off.addEventListener('click', () =>
    act(ctx, off, async () => {
      show(await ctx.server.warehouseSave(null));
      ctx.announce(t('warehouse.turnedOff'));
    }),
  );
  reload().catch((error) => {
    replaceChildren(shown);
    ctx.fail(error);
  });
  return h(
    'div',
    {},
    h('h2', {}, t('warehouse.title')),
    h('p', { class: 'secondary' }, t('warehouse.intro')),
    form,
    shown,
  );
}
