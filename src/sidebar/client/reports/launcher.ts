/**
 * The report launcher: pick a report, fill its parameters (defaults from the selection and the
 * document's market), see the cost and row limit, run it. While the sidebar is open this view
 * drives the run one `reportsStep` call at a time; when it closes the hourly trigger carries on.
 */
import { act } from '../act';
import { field, h, loading, replaceChildren } from '../dom';
import { launcherText } from '../i18n';
import type { ServerResult } from '../rpc';
import type { View, ViewContext } from '../view';
import { cadenceFields, readCadence } from './cadence';
import { plural } from '../../../shared/plural';
import { readFilter } from '../../../shared/filter';
import { costText } from '../../../shared/quota-wording';

type Report = ServerResult<'reportsCatalog'>[number];
type Param = Report['params'][number];
type Run = ServerResult<'reportsStart'>;
type Request = Parameters<ViewContext['server']['reportsStart']>[0];
type Control = HTMLInputElement | HTMLSelectElement;
type Markets = ServerResult<'sidebarCountries'>['list'];

function select(options: readonly { value: string | number; label: string }[], value: unknown) {
  const box = h('select', {});
  for (const option of options)
    box.appendChild(h('option', { value: option.value, selected: option.value === value }, option.label));
  return box;
}

function control(param: Param, value: unknown, markets: Markets): Control {
  if (param.kind === 'choice')
    return select(
      (param.choices ?? []).map((c) => ({ value: c, label: c })),
      value,
    );
  // Markets by name: "Poland (database 2.0)", not an id to remember.
  if (param.kind === 'country')
    return select(
      markets.map((m) => ({ value: m.id, label: m.name })),
      value,
    );
  const type = param.kind === 'number' ? 'number' : param.kind === 'date' ? 'date' : 'text';
  return h('input', {
    type,
    value: value === null || value === undefined ? '' : String(value),
    autocomplete: 'off',
  });
}

/**
 * A filter is read as it is typed, with the same reader the server refuses it with: the hint under the
 * field turns into the problem until the text can be read completely.
 */
function checkAsTyped(input: Control, hint = ''): void {
  const note = document.getElementById(`${input.id}-hint`);
  if (!note) return;
  input.addEventListener('input', () => {
    let problem = '';
    try {
      readFilter(input.value);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    input.setAttribute('aria-invalid', String(Boolean(problem)));
    note.textContent = problem || hint;
    note.className = problem ? 'error' : 'secondary';
  });
}

function readValue(param: Param, input: Control): string | number | null {
  const raw = input.value.trim();
  if (!raw) return null;
  return param.kind === 'number' || param.kind === 'country' ? Number(raw) : raw;
}

function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes < 1 ? 'under a minute' : minutes < 90 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
}

function describeRun(run: Run): string {
  const rows = run.target === null ? plural(run.rows, 'row') : `${run.rows} of ${plural(run.target, 'row')}`;
  const parts = [rows, plural(run.pages, 'page'), plural(run.units, 'unit')];
  if (run.state === 'running' && run.etaMs !== null) parts.push(`about ${duration(run.etaMs)} left`);
  return parts.join(' · ');
}

function runCard(ctx: ViewContext, run: Run, refresh: () => void): HTMLElement {
  const actions = h('div', { class: 'row' });
  if (run.state.startsWith('paused')) {
    const resume = h('button', { type: 'button', class: 'action' }, 'Resume');
    resume.addEventListener('click', () =>
      act(ctx, resume, async () => drive(ctx, await ctx.server.reportsResume(run.id), refresh)),
    );
    actions.appendChild(resume);
  }
  if (run.state !== 'done') {
    const stop = h('button', { type: 'button' }, 'Stop');
    stop.addEventListener('click', () =>
      act(ctx, stop, async () => {
        await ctx.server.reportsCancel(run.id);
        ctx.announce(`Stopped “${run.title}”; the sheet keeps its last complete table.`);
        refresh();
      }),
    );
    actions.appendChild(stop);
  }
  return h(
    'li',
    { class: 'card' },
    h('h3', {}, `${run.title} → ${run.sheetName}`),
    h('div', { class: run.state === 'paused: error' ? 'error' : 'gray' }, run.state),
    h('progress', {
      value: run.rows,
      max: run.target ?? Math.max(run.rows, 1),
      'aria-label': describeRun(run),
    }),
    h('div', { class: 'gray' }, describeRun(run)),
    run.message ? h('p', { class: run.state === 'paused: error' ? 'error' : 'warning' }, run.message) : null,
    actions.childNodes.length ? actions : null,
  );
}

/** Runs that this sidebar is driving, so a double start never drives one twice. */
const driving = new Set<string>();

/** Calls `reportsStep` until the run is done or paused, redrawing the list after each chunk. */
async function drive(ctx: ViewContext, run: Run, refresh: () => void): Promise<void> {
  if (driving.has(run.id)) return;
  driving.add(run.id);
  try {
    let current = run;
    while (current.state === 'running') {
      refresh();
      current = await ctx.server.reportsStep(current.id);
    }
    refresh();
    if (current.state === 'done')
      ctx.announce(`“${current.title}” is in sheet “${current.sheetName}”: ${describeRun(current)}.`);
    else ctx.announce(current.message ?? current.state, current.state === 'paused: error' ? 'error' : 'info');
    await ctx.refreshSession();
  } finally {
    driving.delete(run.id);
  }
}

function mountLauncher(root: HTMLElement, ctx: ViewContext) {
  const picker = h('select', { id: 'report-picker' });
  const paramsBox = h('div', {});
  const sheetName = h('input', { type: 'text', autocomplete: 'off' });
  const mode = h('select', {});
  mode.append(
    h('option', { value: 'replace' }, 'Replace the table'),
    h('option', { value: 'history' }, 'Add a dated snapshot (history)'),
  );
  const estimate = h('p', { class: 'gray', 'aria-live': 'polite' });
  const check = h('button', { type: 'button' }, 'Check cost');
  const run = h('button', { type: 'submit', class: 'action' }, 'Run report');
  const scheduleBox = h('details', {}, h('summary', {}, 'Refresh on a schedule'));
  const cadence = cadenceFields();
  const schedule = h('button', { type: 'button' }, 'Save schedule');
  scheduleBox.append(cadence.root, h('div', { class: 'row' }, schedule));
  const runs = h('ul', { class: 'plain', 'aria-label': 'Report runs' });
  let reports: Report[] = [];
  let controls: { param: Param; input: Control }[] = [];

  const selected = (): Report | undefined => reports.find((r) => r.id === picker.value);
  const request = (): Request => {
    const report = selected();
    if (!report) throw new Error('Choose a report.');
    const params = Object.fromEntries(
      controls.map(({ param, input }) => [param.name, readValue(param, input)]),
    );
    return { reportId: report.id, params, sheetName: sheetName.value, mode: mode.value as Request['mode'] };
  };

  const refreshRuns = (): void => {
    ctx.server
      .reportsJobs()
      .then((list) => {
        const recent = [...list].reverse().slice(0, 5);
        replaceChildren(runs, ...recent.map((r) => runCard(ctx, r, refreshRuns)));
        for (const r of list)
          if (r.state === 'running' && !driving.has(r.id)) void drive(ctx, r, refreshRuns);
      })
      .catch((error) => ctx.fail(error));
  };

  // Read once per sidebar: the markets change only with the service.
  let markets: Promise<Markets> | undefined;
  const fill = async (): Promise<void> => {
    const report = selected();
    if (!report) return;
    estimate.textContent = launcherText(report.id);
    replaceChildren(paramsBox, loading('Loading the report’s parameters…'));
    markets ??= ctx.server.sidebarCountries().then((countries) => countries.list);
    const [defaults, list] = await Promise.all([ctx.server.reportsDefaults(report.id), markets]);
    controls = report.params.map((param) => ({
      param,
      input: control(param, defaults.params[param.name], list),
    }));
    const hint = (param: Report['params'][number]) => param.hint && launcherText(`hint.${param.hint}`);
    replaceChildren(paramsBox, ...controls.map(({ param, input }) => field(param.label, input, hint(param))));
    for (const { param, input } of controls) if (param.kind === 'filter') checkAsTyped(input, hint(param));
    sheetName.value = defaults.sheetName;
  };

  picker.addEventListener('change', () => void fill().catch((error) => ctx.fail(error)));
  check.addEventListener('click', () =>
    act(ctx, check, async () => {
      const { reportId, params } = request();
      const cost = await ctx.server.reportsEstimate(reportId, params);
      const units = cost.units
        ? costText(cost, 'Up to')
        : { text: `Charges no quota.${cost.reason ? ` ${cost.reason}` : ''}`, affordable: true };
      estimate.textContent = `${units.text} At most ${cost.rowLimit} rows.`;
      estimate.className = units.affordable ? 'gray' : 'warning';
    }),
  );
  const form = h(
    'form',
    {},
    field('Report', picker),
    paramsBox,
    field('Sheet', sheetName, 'Re-running replaces the table in place; your columns to the right stay.'),
    field('When re-run', mode),
    estimate,
    h('div', { class: 'row' }, check, run),
    scheduleBox,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void act(ctx, run, async () => {
      const started = await ctx.server.reportsStart(request());
      void drive(ctx, started, refreshRuns).catch((error) => ctx.fail(error));
    });
  });
  schedule.addEventListener('click', () =>
    act(ctx, schedule, async () => {
      const saved = await ctx.server.reportsSaveSchedule({
        target: { kind: 'report', request: request() },
        cadence: readCadence(cadence),
      });
      ctx.announce(`Scheduled: ${saved[saved.length - 1]?.cadenceText ?? ''}. See the Schedules tab.`);
    }),
  );
  replaceChildren(root, h('h2', {}, 'Run a report'), form, h('h2', {}, 'Runs'), runs);
  replaceChildren(paramsBox, loading('Loading the reports…'));

  void ctx.server
    .reportsCatalog()
    .then(async (catalog) => {
      reports = catalog;
      for (const family of new Set(catalog.map((r) => r.family))) {
        const group = h('optgroup', { label: launcherText(`family.${family}`) });
        for (const r of catalog.filter((x) => x.family === family))
          group.appendChild(h('option', { value: r.id }, r.title));
        picker.appendChild(group);
      }
      await fill();
    })
    .catch((error) => ctx.fail(error));
  return { shown: refreshRuns };
}

export const launcherView: View = {
  id: 'reports',
  label: 'tab.reports',
  requires: 'signedIn',
  mount: mountLauncher,
};
