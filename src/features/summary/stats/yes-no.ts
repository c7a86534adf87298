import { isEmptyAnswer } from '@/components/answers/answer-guards';
import type { Answers } from './answers';
import { otherCollector } from './tally';
import type { CountItem, Other } from './types';

export type YesNoStat = { kind: 'yesNo'; answered: number; items: CountItem[]; other: Other };

/** SWITCH and CHECKBOX: yes and no (the `is` filter), anything but a boolean under Other. */
export function yesNoStats(answers: Answers): YesNoStat {
  let [yes, no] = [0, 0];
  const others = otherCollector(answers.type);
  for (const value of answers.values) {
    if (value === true) yes += 1;
    else if (value === false) no += 1;
    else if (!isEmptyAnswer(value)) others.add(value);
  }
  const answered = yes + no;
  const item = (label: string, count: number, value: boolean): CountItem => ({
    label,
    count,
    share: answered > 0 ? count / answered : 0,
    filter: { column: answers.column, op: 'is', value },
  });
  return {
    kind: 'yesNo',
    answered,
    items: [item('Yes', yes, true), item('No', no, false)],
    other: others.other,
  };
}
