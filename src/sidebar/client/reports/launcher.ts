/**
 * The report launcher: pick a report, fill its parameters (defaults from the selection and the
 * document's market), see the cost and row limit, run it. While the sidebar is open this view
 * drives the run one `reportsStep` call at a time; when it closes the hourly trigger carries on.
 */
import { act } from '../act';
import { field, h, loading, replaceChildren } from '../dom';
import { documentDecimal, quotaVoice, say, t } from '../i18n';
import type { ServerResult } from '../rpc';
import type { View, ViewContext } from '../view';
import { cadenceFields, cadenceText } from './cadence';
import { runsList } from './runs';
import { unitsText } from './units';
import { filterProblem } from '../../../shared/filter';
import { costText } from '../../../shared/quota-wording';
import { HISTORY_KEEP } from '../../../shared/platform-limits';
import { reportSheetName } from '../../../shared/report-sheet-name';

type Report = ServerResult<'reportsCatalog'>[number];
type Param = Report['params'][number];
type Run = ServerResult<'reportsStep'>;
type Request = Parameters<ViewContext['server']['reportsStart']>[0];
type Control = HTMLInputElement | HTMLSelectElement;
type Markets = ServerResult<'sidebarCountries'>['list'];
type Projects = ServerResult<'reportsProjects'>;

/** A drop-down; an option's `name` is what a sheet named for it says (a project's name without its domain). */
function select(
  options: readonly { value: string | number; label: string; name?: string }[],
  value: unknown,
) {
  const box = h('select', {});
  for (const option of options)
    box.appendChild(
      h(
        'option',
        { value: option.value, selected: option.value === value, 'data-name': option.name },
        option.label,
      ),
    );
  return box;
}

function control(param: Param, value: unknown, markets: Markets, projects: Projects): Control {
  if (param.kind === 'choice')
    return select(
      (param.choices ?? []).map((c, i) => ({ value: c, label: param.choiceLabels?.[i] ?? c })),
      value,
    );
  // Markets by name: "Poland (database 2.0)", not an id to remember.
  if (param.kind === 'country')
    return select(
      markets.map((m) => ({ value: m.id, label: m.name })),
      value,
    );
  // The account's projects by name (reading them is free); an id to type where they could not be read.
  if (param.kind === 'project' && projects.length)
    return select(
      [
        { value: '', label: t('reports.chooseProject') },
        ...projects.map((p) => ({ value: p.id, label: `${p.name} (${p.domain})`, name: p.name })),
      ],
      value,
    );
  const type =
    param.kind === 'number' || param.kind === 'project' ? 'number' : param.kind === 'date' ? 'date' : 'text';
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
function checkAsTyped(input: Control, keys: readonly string[] | undefined, hint = ''): void {
  const note = document.getElementById(`${input.id}-hint`);
  if (!note) return;
  input.addEventListener('input', () => {
    const refused = filterProblem(input.value, { keys, decimal: documentDecimal() });
    const problem = refused ? say(refused) : '';
    input.setAttribute('aria-invalid', String(Boolean(problem)));
    note.textContent = problem || hint;
    note.className = problem ? 'error' : 'secondary';
  });
}

function readValue(param: Param, input: Control): string | number | null {
  const raw = input.value.trim();
  if (!raw) return null;
  return param.kind === 'number' || param.kind === 'country' || param.kind === 'project' ? Number(raw) : raw;
}

function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return t('reports.underMinute');
  return minutes < 90
    ? t('reports.minutes', { count: minutes })
    : t('reports.hours', { count: Math.round(minutes / 60) });
}

function describeRun(run: Run): string {
  const rows =
    run.target === null
      ? t('reports.rows', { count: run.rows })
      : t('reports.rowsOf', { rows: run.rows, count: run.target });
  const parts = [rows, t('reports.pages', { count: run.pages }), unitsText(run)];
  if (run.state === 'running' && run.etaMs !== null)
    parts.push(t('reports.left', { time: duration(run.etaMs) }));
  return parts.join(' · ');
}

const STATES = {
  running: 'reports.state.running',
  'paused: quota': 'reports.state.pausedQuota',
  'paused: error': 'reports.state.pausedError',
  done: 'reports.state.done',
} as const satisfies Record<Run['state'], string>;

function runCard(ctx: ViewContext, run: Run): HTMLElement {
  const actions = h('div', { class: 'row' });
  if (run.state.startsWith('paused')) {
    const resume = h('button', { type: 'button', class: 'action' }, t('reports.resume'));
    resume.addEventListener('click', () =>
      act(ctx, resume, async () => drive(ctx, await ctx.server.reportsResume(run.id))),
    );
    actions.appendChild(resume);
  }
  if (run.state !== 'done') {
    const stop = h('button', { type: 'button' }, t('reports.stop'));
    stop.addEventListener('click', () =>
      act(ctx, stop, async () => {
        await ctx.server.reportsCancel(run.id);
        ctx.announce(t('reports.stopped', { title: run.title }));
        redrawRuns();
      }),
    );
    actions.appendChild(stop);
  }
  return h(
    'li',
    { class: 'card' },
    h('h3', {}, `${run.title} → ${run.sheetName}`),
    h('div', { class: run.state === 'paused: error' ? 'error' : 'gray' }, t(STATES[run.state])),
    h('progress', {
      value: run.rows,
      max: run.target ?? Math.max(run.rows, 1),
      'aria-label': describeRun(run),
    }),
    h('div', { class: 'gray' }, t('reports.started', { when: run.startedText })),
    h('div', { class: 'gray' }, describeRun(run)),
    run.message ? h('p', { class: run.state === 'paused: error' ? 'error' : 'warning' }, run.message) : null,
    run.recoveredText ? h('p', { class: 'warning' }, run.recoveredText) : null,
    run.exporting && run.state === 'running' ? h('p', { class: 'gray' }, t('reports.exporting')) : null,
    run.handedOnText ? h('p', { class: 'gray' }, run.handedOnText) : null,
    actions.childNodes.length ? actions : null,
  );
}

/** Runs that this sidebar is driving, so a double start never drives one twice. */
const driving = new Set<string>();
/**
 * Redraws the runs list of the launcher mounted now. A run outlives its launcher (a language switch
 * builds a new one), so the drive loop asks for this one each time rather than keep the old view's.
 */
let redrawRuns: () => void = () => {};

/** Calls `reportsStep` until the run is done or paused, redrawing the list after each chunk. */
export async function drive(ctx: ViewContext, run: Run): Promise<void> {
  if (driving.has(run.id)) return;
  driving.add(run.id);
  try {
    let current = run;
    while (current.state === 'running') {
      redrawRuns();
      current = await ctx.server.reportsStep(current.id);
    }
    redrawRuns();
    if (current.state === 'done')
      ctx.announce(
        t('reports.finished', {
          title: current.title,
          sheet: current.sheetName,
          progress: describeRun(current),
        }),
      );
    else
      ctx.announce(
        current.message ?? t(STATES[current.state]),
        current.state === 'paused: error' ? 'error' : 'info',
      );
    await ctx.refreshSession();
  } finally {
    driving.delete(run.id);
  }
}

function mountLauncher(root: HTMLElement, ctx: ViewContext) {
  const picker = h('select', { id: 'report-picker' });
  const paramsBox = h('div', {});
  const sheetName = h('input', { type: 'text', autocomplete: 'off' });
  // Named for what the report is about until the user types a name of their own.
  let title = '';
  let named = false;
  sheetName.addEventListener('input', () => {
    named = sheetName.value.trim() !== '';
  });
  const mode = h('select', {});
  mode.append(
    h('option', { value: 'replace' }, t('reports.modeReplace')),
    h('option', { value: 'history' }, t('reports.modeHistory')),
  );
  // A history sheet's snapshots kept whole: asked only of history mode.
  const keep = h('input', {
    type: 'number',
    min: '1',
    max: String(HISTORY_KEEP.max),
    value: String(HISTORY_KEEP.default),
  });
  const keepField = field(t('reports.keep'), keep, t('reports.keepHint'));
  keepField.hidden = true;
  // The warehouse: offered for a report that keeps a table there, while the document's warehouse is on.
  const warehouse = h('input', { type: 'checkbox', id: 'report-warehouse' });
  const warehouseField = h(
    'div',
    { class: 'form-group' },
    h('label', { class: 'check', for: warehouse.id }, warehouse, t('reports.warehouse')),
    h('p', { class: 'secondary' }, t('reports.warehouseHint')),
  );
  const keepInSheet = h('input', { type: 'checkbox', id: 'report-keep-in-sheet' });
  const keepInSheetField = h(
    'div',
    { class: 'form-group' },
    h('label', { class: 'check', for: keepInSheet.id }, keepInSheet, t('reports.keepInSheet')),
    h('p', { class: 'secondary' }, t('reports.keepInSheetHint')),
  );
  const backfill = h('button', { type: 'button' }, t('reports.backfill'));
  const backfillBox = h('div', { role: 'status' });
  const toggles = (): void => {
    const report = selected();
    warehouseField.hidden = !report?.warehouse;
    const kept = Boolean(report?.warehouse && warehouse.checked);
    keepField.hidden = mode.value !== 'history' || (kept && !keepInSheet.checked);
    keepInSheetField.hidden = !kept || mode.value !== 'history';
    backfill.hidden = !kept || !report?.backfillDays;
    if (backfill.hidden) replaceChildren(backfillBox);
  };
  for (const control of [mode, warehouse, keepInSheet]) control.addEventListener('change', toggles);
  const estimate = h('p', { class: 'gray', 'aria-live': 'polite' });
  // Options of the filled-in form the connection cannot answer, said before a run, with the run without them.
  const optionsBox = h('div', { role: 'status' });
  // A run the spend guard held back: why, and the run anyway.
  const heldBox = h('div', { role: 'status' });
  const check = h('button', { type: 'button' }, t('cost.check'));
  const run = h('button', { type: 'submit', class: 'action' }, t('reports.run'));
  const scheduleBox = h('details', {}, h('summary', {}, t('reports.onSchedule')));
  const cadence = cadenceFields();
  const schedule = h('button', { type: 'button' }, t('reports.saveSchedule'));
  scheduleBox.append(cadence.root, h('div', { class: 'row' }, schedule));
  // Runs under way or waiting, with their controls; below them every run of the last 30 days as it ended.
  const runs = h('ul', { class: 'plain', 'aria-label': t('runs.live') });
  const history = runsList(ctx, null, t('reports.runsLabel'));
  scheduleBox.addEventListener('toggle', () => {
    if (scheduleBox.open) void ctx.server.reportsTimeZone().then(cadence.zone, () => {});
  });
  let reports: Report[] = [];
  let controls: { param: Param; input: Control }[] = [];

  const selected = (): Report | undefined => reports.find((r) => r.id === picker.value);
  /** What the filled-in form is about, as its sheet is named: its domain, else its phrase, else its project. */
  const subject = (): string => {
    const typed = (test: (param: Param) => boolean) =>
      controls.find(({ param }) => test(param))?.input.value.trim() ?? '';
    const project = controls.find(({ param }) => param.kind === 'project')?.input;
    const chosen = project instanceof HTMLSelectElement ? project.selectedOptions[0] : undefined;
    return (
      typed((param) => param.kind === 'domain') ||
      typed((param) => param.name === 'keyword') ||
      (chosen?.value ? (chosen.dataset.name ?? '') : '')
    );
  };
  const follow = (): void => {
    if (!named) sheetName.value = reportSheetName(title, subject());
  };
  const request = (): Request => {
    const report = selected();
    if (!report) throw new Error(t('reports.choose'));
    const params = Object.fromEntries(
      controls.map(({ param, input }) => [param.name, readValue(param, input)]),
    );
    const history = mode.value === 'history';
    const kept = report.warehouse && warehouse.checked;
    return {
      reportId: report.id,
      params,
      sheetName: sheetName.value,
      mode: mode.value as Request['mode'],
      ...(history ? { keep: Number(keep.value) } : {}),
      ...(kept ? { warehouse: true } : {}),
      ...(kept && history && keepInSheet.checked ? { keepInSheet: true } : {}),
    };
  };

  const refreshRuns = (): void => {
    ctx.server
      .reportsJobs()
      .then((list) => {
        // A finished run stays while its card says where the warehouse put its rows: the Runs list does not.
        const live = [...list].reverse().filter((r) => r.state !== 'done' || r.handedOnText);
        replaceChildren(runs, ...live.map((r) => runCard(ctx, r)));
        for (const r of list) if (r.state === 'running' && !driving.has(r.id)) void drive(ctx, r);
        return history.load();
      })
      .catch((error) => ctx.fail(error));
  };

  // Read once per sidebar: the markets change only with the service.
  let markets: Promise<Markets> | undefined;
  // The account's projects, read when a report about one is chosen; none (an id to type) where they cannot be.
  let projects: Promise<Projects> | undefined;
  const projectList = (): Promise<Projects> =>
    (projects ??= ctx.server.reportsProjects().catch(() => {
      projects = undefined;
      return [];
    }));
  // Only the latest choice fills the form: the answers for an earlier one may arrive after it (the first
  // report's, asked on opening, when another was picked at once), and would replace what was typed since.
  let filling = 0;
  const fill = async (): Promise<void> => {
    const report = selected();
    if (!report) return;
    const ask = ++filling;
    // A report the connection does not offer says so before anything is filled in.
    for (const button of [check, run, schedule]) button.disabled = !report.offered;
    estimate.className = report.offered ? 'gray' : 'warning';
    if (!report.offered) {
      estimate.textContent = t('offer.notOffered');
      replaceChildren(paramsBox);
      controls = [];
      return;
    }
    estimate.textContent = t(report.id);
    replaceChildren(paramsBox, loading(t('reports.loadingParams')));
    markets ??= ctx.server.sidebarCountries().then((countries) => countries.list);
    const [defaults, list, owned] = await Promise.all([
      ctx.server.reportsDefaults(report.id),
      markets,
      report.params.some((param) => param.kind === 'project') ? projectList() : [],
    ]);
    if (ask !== filling) return;
    controls = report.params.map((param) => ({
      param,
      input: control(param, defaults.params[param.name], list, owned),
    }));
    // A filter's hint lists the keys its report takes, from the same declaration the server checks.
    const hint = (param: Report['params'][number]) =>
      param.hint &&
      [t(`hint.${param.hint}`), param.keys && t('keys.filter', { keys: param.keys.join(', ') })]
        .filter(Boolean)
        .join(' ');
    replaceChildren(paramsBox, ...controls.map(({ param, input }) => field(param.label, input, hint(param))));
    for (const { param, input } of controls) {
      if (param.kind === 'filter') checkAsTyped(input, param.keys, hint(param));
      input.addEventListener('change', checkOptions);
      input.addEventListener('input', follow);
    }
    replaceChildren(optionsBox);
    replaceChildren(heldBox);
    // A report chosen anew starts as its form does: named for its subject, its table replaced.
    title = defaults.title;
    named = false;
    sheetName.value = defaults.sheetName;
    mode.value = 'replace';
    toggles();
  };

  /** Asks which options the connection cannot answer (nothing is sent to the service) and offers the run without them. */
  let asked = 0;
  const checkOptions = (): void => {
    const report = selected();
    if (!report?.offered) return;
    const ask = ++asked;
    const { reportId, params } = request();
    ctx.server
      .reportsUnanswered(reportId, params)
      .then((unanswered) => {
        if (ask !== asked) return;
        if (!unanswered) return replaceChildren(optionsBox);
        const without = h('button', { type: 'button' }, t('offer.runWithout'));
        without.addEventListener('click', () => {
          for (const { param, input } of controls)
            if (unanswered.names.includes(param.name)) {
              input.value =
                param.initial === undefined || param.initial === null ? '' : String(param.initial);
              input.dispatchEvent(new Event('input'));
            }
          replaceChildren(optionsBox);
          form.requestSubmit();
        });
        replaceChildren(
          optionsBox,
          h('p', { class: 'warning' }, unanswered.text),
          h('div', { class: 'row' }, without),
        );
      })
      // The check is a courtesy: the run itself refuses the same options in the same words.
      .catch(() => replaceChildren(optionsBox));
  };

  picker.addEventListener('change', () => {
    warehouse.checked = false;
    keepInSheet.checked = false;
    toggles();
    void fill().catch((error) => ctx.fail(error));
  });
  check.addEventListener('click', () =>
    act(ctx, check, async () => {
      const { reportId, params } = request();
      const cost = await ctx.server.reportsEstimate(reportId, params);
      // The reason says what the estimate rests on: a repeat is free whichever report or formula charged it.
      const units = cost.units
        ? costText(cost, quotaVoice(), 'upTo')
        : { text: t('reports.free'), affordable: true };
      estimate.textContent = [
        units.text,
        cost.reason,
        cost.way,
        t('reports.rowLimit', { count: cost.rowLimit }),
        cost.guard,
      ]
        .filter(Boolean)
        .join(' ');
      estimate.className = units.affordable && !cost.guard ? 'gray' : 'warning';
    }),
  );
  const form = h(
    'form',
    {},
    field(t('reports.report'), picker),
    paramsBox,
    field(t('reports.sheet'), sheetName, t('reports.sheetHint')),
    field(t('reports.mode'), mode),
    warehouseField,
    keepInSheetField,
    keepField,
    backfill,
    backfillBox,
    estimate,
    optionsBox,
    heldBox,
    h('div', { class: 'row' }, check, run),
    scheduleBox,
  );
  /** Starts the run; one the spend guard holds back says why and offers to run it anyway. */
  const start = async (anyway: boolean): Promise<void> => {
    const started = await ctx.server.reportsStart(request(), anyway);
    if ('held' in started) {
      const again = h('button', { type: 'button' }, t('reports.runAnyway'));
      again.addEventListener('click', () => act(ctx, again, () => start(true)));
      replaceChildren(heldBox, h('p', { class: 'warning' }, started.held), h('div', { class: 'row' }, again));
      return;
    }
    replaceChildren(heldBox);
    void drive(ctx, started).catch((error) => ctx.fail(error));
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void act(ctx, run, () => start(false));
  });
  backfill.addEventListener('click', () =>
    act(ctx, backfill, async () => {
      const asked = request();
      const plan = await ctx.server.warehouseBackfillEstimate(asked);
      const { cost } = plan;
      const start = h('button', { type: 'button', class: 'action' }, t('reports.backfillStart'));
      start.addEventListener('click', () =>
        act(ctx, start, async () => {
          const started = await ctx.server.warehouseBackfill(asked);
          replaceChildren(backfillBox);
          ctx.announce(t('reports.backfillStarted', { title: started.title }));
          void drive(ctx, started).catch((error) => ctx.fail(error));
        }),
      );
      replaceChildren(
        backfillBox,
        h(
          'p',
          { class: 'gray' },
          t('reports.backfillPlan', {
            from: plan.from,
            to: plan.to,
            cost: cost.units ? costText(cost, quotaVoice(), 'upTo').text : t('reports.free'),
            jobs: plan.loadJobs,
          }),
        ),
        plan.sandbox ? h('p', { class: 'warning' }, t('reports.backfillSandbox')) : null,
        cost.guard ? h('p', { class: 'warning' }, cost.guard) : null,
        h('div', { class: 'row' }, start),
      );
    }),
  );
  schedule.addEventListener('click', () =>
    act(ctx, schedule, async () => {
      const saved = await ctx.server.reportsSaveSchedule({
        target: { kind: 'report', request: request() },
        cadence: cadence.read(),
      });
      const latest = saved[saved.length - 1];
      const scheduled = t('reports.scheduled', {
        cadence: latest ? cadenceText(latest.cadence) : '',
        tab: t('tab.schedules'),
      });
      ctx.announce(latest?.sameDayData ? `${scheduled} ${t('schedules.sameDayData')}` : scheduled);
    }),
  );
  replaceChildren(
    root,
    h('h2', {}, t('reports.title')),
    form,
    h('h2', {}, t('reports.runs')),
    runs,
    history.root,
  );
  replaceChildren(paramsBox, loading(t('reports.loading')));

  /**
   * The reports, grouped by family: read when the view opens, and again each time it is shown, since turning
   * the warehouse on in Settings adds its reports and checkbox. A list that did not change is left as it is.
   */
  let listed = '';
  const loadCatalog = (): Promise<void> =>
    ctx.server.reportsCatalog().then(async (catalog) => {
      const key = JSON.stringify(catalog.map((r) => [r.id, r.offered, r.warehouse]));
      if (key === listed) return;
      const first = !listed;
      listed = key;
      reports = catalog;
      const chosen = picker.value;
      replaceChildren(picker);
      for (const family of new Set(catalog.map((r) => r.family))) {
        const group = h('optgroup', { label: t(`family.${family}`) });
        for (const r of catalog.filter((x) => x.family === family))
          group.appendChild(
            h('option', { value: r.id }, r.offered ? r.title : `${r.title} (${t('offer.apiOnly')})`),
          );
        picker.appendChild(group);
      }
      if (catalog.some((r) => r.id === chosen)) picker.value = chosen;
      if (first || picker.value !== chosen) await fill();
      else toggles();
    });
  loadCatalog().catch((error) => ctx.fail(error));
  redrawRuns = refreshRuns;
  return {
    shown: () => {
      refreshRuns();
      if (listed) loadCatalog().catch((error) => ctx.fail(error));
    },
    dispose: () => {
      if (redrawRuns === refreshRuns) redrawRuns = () => {};
    },
  };
}

export const launcherView: View = {
  id: 'reports',
  label: 'tab.reports',
  requires: 'signedIn',
  mount: mountLauncher,
};
