import type { ActivityEntry } from '@/api/activity-log';
import {
  activityCsv,
  activityCsvRows,
  CSV_HEADERS,
  filterActivity,
  outcomeCounts,
} from './activity-rows';

const AT = Date.UTC(2026, 10, 20, 9, 30);

const submissions: ActivityEntry = {
  id: 1,
  at: AT,
  kind: 'submission',
  account: 'owner@example.com',
  form: { id: 'frm_1', name: 'Feedback' },
  items: [
    { id: 's1', outcome: 'deleted' },
    { id: 's2', outcome: 'already-gone' },
    { id: 's3', outcome: 'failed', message: 'Server error' },
    { id: 's4', outcome: 'not-sent' },
  ],
};
const form: ActivityEntry = {
  id: 2,
  at: AT + 60_000,
  kind: 'form',
  account: null,
  items: [{ id: 'frm_2', name: '=HYPERLINK("http://evil")', outcome: 'deleted' }],
};

describe('activity rows', () => {
  it('filters by kind and by any id with the outcome', () => {
    const all = [form, submissions];
    expect(filterActivity(all, { kind: 'all', outcome: 'all' })).toEqual(all);
    expect(filterActivity(all, { kind: 'form', outcome: 'all' })).toEqual([form]);
    expect(filterActivity(all, { kind: 'all', outcome: 'failed' })).toEqual([submissions]);
    expect(filterActivity(all, { kind: 'all', outcome: 'deleted' })).toEqual(all);
    expect(filterActivity(all, { kind: 'webhook', outcome: 'all' })).toEqual([]);
    expect(filterActivity(all, { kind: 'form', outcome: 'not-sent' })).toEqual([]);
  });

  it('counts the outcomes of an entry', () => {
    expect(outcomeCounts(submissions)).toEqual([
      ['deleted', 1],
      ['already-gone', 1],
      ['failed', 1],
      ['not-sent', 1],
    ]);
    expect(outcomeCounts(form)).toEqual([['deleted', 1]]);
  });

  it('writes one CSV row per id, formulas escaped', () => {
    const shared = ['2026-11-20T09:30:00.000Z', 'submission', 'owner@example.com', 'frm_1'];
    expect(activityCsvRows([submissions])).toEqual([
      [...shared, 'Feedback', 's1', '', 'deleted', ''],
      [...shared, 'Feedback', 's2', '', 'already-gone', ''],
      [...shared, 'Feedback', 's3', '', 'failed', 'Server error'],
      [...shared, 'Feedback', 's4', '', 'not-sent', ''],
    ]);
    const lines = activityCsv([form])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines).toEqual([
      CSV_HEADERS.join(','),
      `2026-11-20T09:31:00.000Z,form,,,,frm_2,"'=HYPERLINK(""http://evil"")",deleted,`,
    ]);
  });
});
