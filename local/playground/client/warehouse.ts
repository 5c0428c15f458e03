/**
 * The Warehouse view (`/warehouse`): the BigQuery simulator's projects, datasets and tables with their rows
 * and day partitions, a table's (or a partition's) rows, and a query typed by the user, each as a grid.
 * Everything BigQuery answers is data: written as text, never as markup.
 */
import type {
  CatalogProject,
  CatalogTable,
  WarehouseCatalog,
  WarehouseGrid,
  WarehousePage,
} from '../warehouse-protocol';
import { postJson } from './post';

const $ = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T;
const catalogRoot = $('.catalog');
const results = $('.results');
const form = $<HTMLFormElement>('.query');
const projectInput = form.elements.namedItem('project') as HTMLInputElement;
const sqlInput = form.elements.namedItem('sql') as HTMLTextAreaElement;
const more = $<HTMLButtonElement>('.more');
let nextPage: WarehousePage | undefined;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  if (className) made.className = className;
  return made;
}

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function action(label: string, run: () => void): HTMLButtonElement {
  const button = element('button', label);
  button.type = 'button';
  button.addEventListener('click', run);
  return button;
}

function tableItem(project: string, dataset: string, table: CatalogTable): HTMLLIElement {
  const item = element('li');
  const name = `${project}.${dataset}.${table.tableId}`;
  if (table.type === 'VIEW') {
    item.append(
      action(table.tableId, () => {
        projectInput.value = project;
        sqlInput.value = `SELECT * FROM \`${name}\` LIMIT 100`;
        sqlInput.focus();
      }),
      element('span', ' view', 'meta'),
    );
    return item;
  }
  const facts = [count(table.rows, 'row')];
  if (table.partitionedBy)
    facts.push(`by ${table.partitionedBy}, ${count(table.partitions.length, 'partition')}`);
  if (table.clusteredBy) facts.push(`clustered by ${table.clusteredBy.join(', ')}`);
  item.append(
    action(table.tableId, () => showRows(project, dataset, table.tableId)),
    element('span', ` ${facts.join(' · ')}`, 'meta'),
  );
  if (table.partitions.length) {
    const partitions = element('ul');
    partitions.setAttribute('aria-label', `Partitions of ${table.tableId}`);
    for (const partition of table.partitions) {
      const day = element('li');
      day.append(
        action(partition.id, () => showRows(project, dataset, `${table.tableId}$${partition.id}`)),
        element('span', ` ${count(partition.rows, 'row')}`, 'meta'),
      );
      partitions.append(day);
    }
    item.append(partitions);
  }
  return item;
}

function projectSection(project: CatalogProject): HTMLElement {
  const section = element('section');
  section.setAttribute('aria-label', `Project ${project.projectId}`);
  const modes = [
    project.billing ? 'billing' : 'sandbox (no billing)',
    project.apiEnabled ? '' : 'API disabled',
  ];
  section.append(element('h2', project.projectId), element('p', modes.filter(Boolean).join(' · '), 'meta'));
  if (!project.datasets.length) section.append(element('p', 'No datasets', 'meta'));
  for (const dataset of project.datasets) {
    const list = element('ul');
    list.setAttribute('aria-label', `Tables of ${project.projectId}.${dataset.datasetId}`);
    for (const table of dataset.tables) list.append(tableItem(project.projectId, dataset.datasetId, table));
    if (!dataset.tables.length) list.append(element('li', 'No tables', 'meta'));
    section.append(element('h3', `${dataset.datasetId} (${dataset.location})`), list);
  }
  return section;
}

function accessText(catalog: WarehouseCatalog): { text: string; ok: boolean } {
  const { service, scopeDeclared, scopeGranted } = catalog.access;
  if (!service)
    return {
      text: "The add-on's manifest does not enable the BigQuery advanced service: the add-on cannot reach this warehouse.",
      ok: false,
    };
  const scope = !scopeDeclared
    ? 'but does not ask for the bigquery scope'
    : scopeGranted
      ? 'and you granted the bigquery scope'
      : 'but you have not granted the bigquery scope';
  return {
    text: `The add-on's manifest enables BigQuery ${service.version} as ${service.userSymbol} ${scope}. Simulator: ${catalog.url}`,
    ok: scopeDeclared && scopeGranted,
  };
}

async function loadCatalog(): Promise<void> {
  const catalog = await postJson<WarehouseCatalog>('/api/warehouse/catalog', {});
  const access = accessText(catalog);
  const line = $('.access');
  line.textContent = access.text;
  line.classList.toggle('off', !access.ok);
  catalogRoot.replaceChildren(
    ...(catalog.projects.length
      ? catalog.projects.map(projectSection)
      : [element('p', 'No projects yet: the add-on (or a query here) makes one on first use.', 'meta')]),
  );
  $('#projects').replaceChildren(
    ...catalog.projects.map((project) => {
      const option = element('option');
      option.value = project.projectId;
      return option;
    }),
  );
  if (!projectInput.value && catalog.projects.length) projectInput.value = catalog.projects[0].projectId;
}

function gridTable(grid: WarehouseGrid): HTMLTableElement {
  const table = element('table', undefined, 'grid');
  const head = element('tr');
  for (const column of grid.columns) {
    const th = element('th', column.name);
    th.append(' ', element('small', column.type));
    head.append(th);
  }
  table.createTHead().append(head);
  const body = table.createTBody();
  for (const row of grid.rows) {
    const tr = element('tr');
    for (const cell of row) tr.append(cell === null ? element('td', 'NULL', 'null') : element('td', cell));
    body.append(tr);
  }
  return table;
}

/** Shows a grid (appending a next page to the one shown); BigQuery's refusal is shown as it came. */
function showGrid(title: string, grid: WarehouseGrid, append: boolean): void {
  const wrap = $('.grid-wrap');
  const summary = $('.results-summary');
  if (!append) $('.results-title').textContent = title;
  if (grid.error) {
    summary.replaceChildren(
      element('span', `${grid.error.code} ${grid.error.reason}: ${grid.error.message}`, 'error'),
    );
    if (!append) wrap.replaceChildren();
  } else {
    const shown = (append ? wrap.querySelectorAll('tbody tr').length : 0) + grid.rows.length;
    summary.textContent = `${count(Number(grid.totalRows), 'row')}${shown < Number(grid.totalRows) ? `, ${shown} shown` : ''}`;
    if (append) wrap.querySelector('tbody')?.append(...gridTable(grid).tBodies[0].rows);
    else wrap.replaceChildren(gridTable(grid));
  }
  nextPage = grid.error ? undefined : grid.next;
  more.hidden = !nextPage;
}

async function busy(work: () => Promise<void>): Promise<void> {
  results.setAttribute('aria-busy', 'true');
  try {
    await work();
  } catch (error) {
    $('.results-summary').replaceChildren(element('span', (error as Error).message, 'error'));
  } finally {
    results.setAttribute('aria-busy', 'false');
  }
}

function showRows(projectId: string, datasetId: string, tableId: string): void {
  void busy(async () => {
    const grid = await postJson<WarehouseGrid>('/api/warehouse/rows', { projectId, datasetId, tableId });
    showGrid(`${projectId}.${datasetId}.${tableId}`, grid, false);
  });
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const projectId = projectInput.value.trim();
  const query = sqlInput.value;
  void busy(async () => {
    const grid = await postJson<WarehouseGrid>('/api/warehouse/query', { projectId, query });
    showGrid(`Query in ${projectId}`, grid, false);
    // A query may have made a table or changed rows (DML): the catalog shows it.
    await loadCatalog();
  });
});

more.addEventListener('click', () => {
  const page = nextPage;
  if (page)
    void busy(async () => showGrid('', await postJson<WarehouseGrid>('/api/warehouse/page', { page }), true));
});

$('.refresh').addEventListener('click', () => void busy(loadCatalog));
void busy(loadCatalog);
