import type { Webhook } from '@/api/schemas';
import { buildRows, filterRows, groupRows, sortRows } from './webhook-rows';

const webhook = (id: string, url: string, subscriber: string, formId = 'frm_a'): Webhook => ({
  id,
  name: `Hook ${id}`,
  form_id: formId,
  url,
  signing_secret: 'whsec_0123456789abcdef',
  enabled: true,
  subscriber,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

const rows = buildRows(
  [
    webhook('1', 'https://b.example/in', 'Zapier'),
    webhook('2', 'https://A.example/one', 'Make', 'frm_b'),
    webhook('3', 'https://b.example/other', 'Make'),
    webhook('4', 'not a url', 'Internal'),
  ],
  undefined,
);
const ids = (list: readonly { webhook: Webhook }[]) => list.map((row) => row.webhook.id);

describe('webhook rows', () => {
  it('groups by target host (as the URL parser writes it), groups in alphabetical order', () => {
    const groups = groupRows(rows, 'host');
    expect(groups.map((group) => [group.name, ids(group.rows)])).toEqual([
      ['a.example', ['2']],
      ['b.example', ['1', '3']],
      ['not a url', ['4']],
    ]);
  });

  it('sorts by host and by service, both ways', () => {
    expect(ids(sortRows(rows, { key: 'host', direction: 'asc' }))).toEqual(['2', '1', '3', '4']);
    expect(ids(sortRows(rows, { key: 'host', direction: 'desc' }))).toEqual(['4', '1', '3', '2']);
    expect(ids(sortRows(rows, { key: 'service', direction: 'asc' }))).toEqual(['4', '2', '3', '1']);
  });

  it('searches name, URL and service; filters by form', () => {
    const search = (words: string) =>
      ids(filterRows(rows, { formId: '', search: words, kind: '' }));
    expect(search('ZAPIER')).toEqual(['1']);
    expect(search('/other')).toEqual(['3']);
    expect(search('hook 4')).toEqual(['4']);
    expect(ids(filterRows(rows, { formId: 'frm_b', search: '', kind: '' }))).toEqual(['2']);
  });
});
