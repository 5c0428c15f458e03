/**
 * The playground's Warehouse view in Chromium, over the run's shared BigQuery simulator: opened from the
 * Simulator menu, it says whether the add-on can reach BigQuery (its manifest, the user's grant), lists this
 * suite's project with its tables, rows and day partitions, shows a partition's rows, and runs a query typed
 * by the user, its refusal shown as BigQuery words it. Whatever BigQuery holds is shown as text.
 */
import type { Browser, Page } from 'playwright-core';
import type { Manifest } from '../../local/gas';
import { type SuiteBigQuery, suiteBigQuery, uniqueProject } from '../support/bigquery';
import { Wire } from '../bigquery/wire';
import { launchBrowser, startPlayground, type TestPlayground } from './browser';

const project = uniqueProject('warehouse-view');
const MANIFEST: Manifest = {
  oauthScopes: [
    'https://www.googleapis.com/auth/spreadsheets.currentonly',
    'https://www.googleapis.com/auth/script.external_request',
    'https://www.googleapis.com/auth/script.container.ui',
    'https://www.googleapis.com/auth/script.scriptapp',
    'https://www.googleapis.com/auth/bigquery',
  ],
  dependencies: {
    enabledAdvancedServices: [{ userSymbol: 'BigQuery', serviceId: 'bigquery', version: 'v2' }],
  },
};
const HOSTILE = '<img src=x onerror="document.title=\'owned\'">';

let bq: SuiteBigQuery;
let browser: Browser;
let playground: TestPlayground;
let page: Page;

async function loadDay(wire: Wire, day: string, keywords: string[]): Promise<void> {
  const loaded = await wire.load(
    `positions-${day}`,
    {
      destinationTable: { datasetId: 'seo', tableId: `positions$${day.replace(/-/g, '')}` },
      writeDisposition: 'WRITE_TRUNCATE',
      schema: {
        fields: [
          { name: 'data_date', type: 'DATE' },
          { name: 'keyword', type: 'STRING' },
          { name: 'position', type: 'INT64' },
        ],
      },
      timePartitioning: { type: 'DAY', field: 'data_date' },
    },
    keywords.map((keyword, i) => ({ data_date: day, keyword, position: i + 1 })),
  );
  expect(loaded.status).toBe(200);
}

beforeAll(async () => {
  bq = await suiteBigQuery();
  const wire = new Wire(bq.url, project);
  expect((await wire.dataset('seo', 'EU')).status).toBe(200);
  await loadDay(wire, '2024-01-01', ['buty', 'rower', HOSTILE]);
  await loadDay(wire, '2024-01-02', ['buty', 'rower', 'kot', 'pies', 'żółw']);
  [browser, playground] = await Promise.all([launchBrowser(), startPlayground({ manifest: MANIFEST })]);
  const main = await browser.newPage();
  await main.goto(playground.url);
  await main.getByRole('button', { name: 'Simulator' }).click();
  [page] = await Promise.all([
    main.context().waitForEvent('page'),
    main.getByRole('menuitem', { name: 'Warehouse (BigQuery)' }).click(),
  ]);
  await settled();
});
afterAll(async () => {
  await browser?.close();
  await playground?.close();
  await bq?.stop();
});

const projectSection = () => page.getByRole('region', { name: `Project ${project}` });
const results = () => page.getByRole('region', { name: 'Results' });

/** The page has its answer: the catalog it loads when it opens, the rows or results asked for. */
async function settled(): Promise<void> {
  await page.locator('.results[aria-busy="false"]').waitFor({ state: 'attached' });
}

test('it says the add-on can reach BigQuery, and lists the project, its tables, rows and partitions', async () => {
  await page
    .getByText("The add-on's manifest enables BigQuery v2 as BigQuery and you granted the bigquery scope.", {
      exact: false,
    })
    .waitFor();
  const section = projectSection();
  await section.getByRole('heading', { name: 'seo (EU)' }).waitFor();
  const tables = section.getByRole('list', { name: `Tables of ${project}.seo` });
  await expect(tables.locator(':scope > li').first().innerText()).resolves.toMatch(
    /^positions 8 rows · by data_date, 2 partitions/,
  );
  const partitions = section.getByRole('list', { name: 'Partitions of positions' });
  await expect(partitions.locator('li').allInnerTexts()).resolves.toEqual([
    '20240102 5 rows',
    '20240101 3 rows',
  ]);
});

test("a partition's rows, what BigQuery holds shown as text", async () => {
  await projectSection().getByRole('button', { name: '20240101' }).click();
  await settled();
  await results()
    .getByRole('heading', { name: `${project}.seo.positions$20240101` })
    .waitFor();
  const grid = results().locator('table.grid');
  await expect(grid.locator('th').allInnerTexts()).resolves.toEqual([
    'data_date DATE',
    'keyword STRING',
    'position INTEGER',
  ]);
  await expect(grid.locator('tbody tr').count()).resolves.toBe(3);
  await expect(grid.locator('td', { hasText: 'onerror' }).innerText()).resolves.toBe(HOSTILE);
  await expect(grid.locator('img').count()).resolves.toBe(0);
  await expect(page.title()).resolves.not.toBe('owned');
});

test('a query typed by the user runs in the project; its refusal is shown in BigQuery words', async () => {
  const form = page.getByRole('form', { name: 'Query' });
  await form.getByLabel('Project').fill(project);
  await form
    .getByLabel('GoogleSQL')
    .fill(
      'SELECT keyword, COUNT(*) AS days FROM seo.positions GROUP BY keyword HAVING days > 1 ORDER BY keyword',
    );
  await form.getByRole('button', { name: 'Run' }).click();
  await results()
    .getByRole('heading', { name: `Query in ${project}` })
    .waitFor();
  await settled();
  await expect(results().locator('.results-summary').innerText()).resolves.toBe('2 rows');
  await expect(results().locator('tbody tr').allInnerTexts()).resolves.toEqual(['buty\t2', 'rower\t2']);

  await form.getByLabel('GoogleSQL').fill('SELECT nope FROM seo.positions');
  await form.getByRole('button', { name: 'Run' }).click();
  await results().getByText('400 invalidQuery: Unrecognized name: nope').waitFor();
  await expect(results().locator('table').count()).resolves.toBe(0);
});
