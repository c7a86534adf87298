import { isFiniteNumber } from '@/components/answers/answer-guards';
import { normalizeType } from '@/components/answers/answer-text';
import { regionName } from '@/components/answers/region-name';
import type { Answers } from './answers';
import { choiceStats, type ChoiceStat, rankingStats, type RankingStat } from './choices';
import { dateRangeStats, dateStats, type DateStat, hourStats, type HourStat } from './dates';
import { fileStats, type FileStat } from './files';
import { numberStats, type NumberStat, rangeStats, type RangeStat } from './numbers';
import { paymentStats, type PaymentStat } from './payments';
import { scaleStats, type ScaleStat } from './scale';
import { textStats, type TextStat } from './text';
import { yesNoStats, type YesNoStat } from './yes-no';

export type QuestionStat =
  | ChoiceStat
  | RankingStat
  | ScaleStat
  | NumberStat
  | RangeStat
  | YesNoStat
  | DateStat
  | HourStat
  | TextStat
  | FileStat
  | PaymentStat;

/** A calculated field is numeric when most of its answers are numbers (docs/api.md allows both). */
function mostlyNumbers(values: readonly unknown[]): boolean {
  let balance = 0;
  for (const value of values) {
    if (isFiniteNumber(value)) balance += 1;
    else if (typeof value === 'string' && value.trim() !== '') balance -= 1;
  }
  return balance > 0;
}

// A short answer asked as a name: its words are people's names, not what they think.
const ASKS_A_NAME =
  /\b(name|surname|first name|last name|full name|nom|prénom|nombre|apellidos?|nome|cognome|vorname|nachname|naam)\b/iu;

/**
 * The statistics that suit a question's type; an unknown type is read as text. Word counts are
 * for free text only: not names, e-mails, phone numbers, links or hidden fields.
 */
export function questionStat(answers: Answers): QuestionStat {
  switch (normalizeType(answers.type)) {
    case 'LIST_RADIO':
    case 'MULTIPLE_CHOICES':
    case 'DROPDOWN':
      return choiceStats(answers, { multi: false });
    case 'COUNTRY':
      return choiceStats(answers, { multi: false, label: (code) => regionName(code) ?? code });
    case 'LIST_CHECKBOX':
    case 'MULTISELECT':
      return choiceStats(answers, { multi: true });
    case 'RANKING':
      return rankingStats(answers);
    case 'RATING':
      return { ...scaleStats(answers), nps: null };
    case 'LINEAR_SCALE':
      return scaleStats(answers);
    case 'NUMBER':
    case 'SLIDER':
      return numberStats(answers);
    case 'CALCULATED_FIELD':
      return mostlyNumbers(answers.values) ? numberStats(answers) : textStats(answers, 'words');
    case 'RANGE_SLIDER':
      return rangeStats(answers);
    case 'SWITCH':
    case 'CHECKBOX':
      return yesNoStats(answers);
    case 'DATE':
      return dateStats(answers);
    case 'DATE_RANGE':
      return dateRangeStats(answers);
    case 'TIME':
      return hourStats(answers);
    case 'EMAIL':
      return textStats(answers, 'domains');
    case 'LINK':
      return textStats(answers, 'hosts');
    case 'PHONE_NUMBER':
    case 'HIDDEN':
      return textStats(answers, 'none');
    case 'SHORT_ANSWER':
      return textStats(answers, ASKS_A_NAME.test(answers.name) ? 'none' : 'words');
    case 'FILE_UPLOAD':
    case 'SIGNATURE':
      return fileStats(answers);
    case 'PAYMENT':
      return paymentStats(answers);
    default:
      return textStats(answers, 'words');
  }
}
