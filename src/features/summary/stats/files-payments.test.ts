import { fileStats } from './files';
import { paymentStats } from './payments';
import { answersTo, countsOf } from './test-support';
import { yesNoStats } from './yes-no';

describe('files, payments, yes / no', () => {
  it('files: responses with files, file count, total size, by type', () => {
    const stat = fileStats(answersTo('cv'));
    expect(stat).toMatchObject({ answered: 2, files: 3, totalSize: 3500 });
    expect(countsOf(stat.byType)).toEqual({ 'application/pdf': 2, 'image/png': 1 });
    expect(stat.other.count).toBe(1);
  });

  it('payments: total per currency and counts by status', () => {
    const stat = paymentStats(answersTo('paid'));
    expect(stat.totals).toEqual([
      { currency: 'EUR', minor: 6800, count: 2 },
      { currency: 'JPY', minor: 1000, count: 1 },
    ]);
    expect(countsOf(stat.byStatus)).toEqual({ paid: 2, pending: 1 });
    expect(stat.other).toEqual({ count: 1, examples: ['free'] });
  });

  it('yes / no shares; anything but a boolean under Other', () => {
    const stat = yesNoStats(answersTo('ok'));
    expect(stat.items.map((item) => [item.label, item.count, item.share])).toEqual([
      ['Yes', 1, 0.5],
      ['No', 1, 0.5],
    ]);
    expect(stat.other.count).toBe(1);
  });
});
