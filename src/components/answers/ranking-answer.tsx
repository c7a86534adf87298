import { List } from '@mantine/core';
import type { AnswerRendererProps } from './answer-variant';
import { isStringArray } from './answer-guards';
import { EmptyAnswer } from './empty-answer';
import { JsonAnswer } from './json-answer';
import { TruncatedText } from './truncated-text';

/** RANKING: options in rank order, highest first. */
export function RankingAnswer({ value, variant, locale }: AnswerRendererProps) {
  if (!isStringArray(value)) return <JsonAnswer value={value} variant={variant} locale={locale} />;
  if (value.length === 0) return <EmptyAnswer variant={variant} />;
  if (variant === 'cell') {
    return <TruncatedText text={value.map((item, index) => `${index + 1}. ${item}`).join(' · ')} />;
  }
  return (
    <List type="ordered" withPadding>
      {value.map((item, index) => (
        <List.Item key={`${index}:${item}`} dir="auto">
          {item}
        </List.Item>
      ))}
    </List>
  );
}
