import { useSim } from './support';

const sim = useSim();

test('countries/getList: every documented id with the documented record fields', async () => {
  const token = await sim.login('demo@example.com');
  const res = await sim.call('/api/countries/getList', { token });
  expect(res.status).toBe(200);
  const ids = res.json.data.map((c: { id: number }) => c.id);
  expect(ids).toEqual(expect.arrayContaining([1, 50, 53, 82, 134, 153, 160, 164]));
  const poland = res.json.data.find((c: { id: number }) => c.id === 1);
  expect(poland).toEqual({
    id: 1,
    name: expect.any(String),
    code: 'pl',
    code_lang: 'pl-PL',
    key: 'pl-PL',
    label: expect.any(String),
    phone_country_code: 48,
    name_with_phone_country_code: expect.stringContaining('+48'),
  });
});

test('getList is GET-only', async () => {
  const token = await sim.login('demo@example.com');
  expect((await sim.call('/api/countries/getList', { token, body: {} })).status).toBe(405);
});
