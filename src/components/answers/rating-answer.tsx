import { Box, Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import type { AnswerRendererProps } from './answer-variant';
import { textSize } from './answer-variant';
import { isFiniteNumber } from './answer-guards';
import { JsonAnswer } from './json-answer';
import { formatNumber } from './number-format';
import { MarkedText } from './marked-text';

// The contract does not say how many stars a rating question has; five is the
// usual scale. A larger value is shown as a number rather than as a broken scale.
const STARS = 5;

function starIcon(position: number, value: number) {
  if (value >= position) return IconStarFilled;
  if (value >= position - 0.5) return IconStarHalfFilled;
  return IconStar;
}

/** RATING: read-only stars plus the number, announced as "4 out of 5 stars". */
export function RatingAnswer({ value, variant, locale }: AnswerRendererProps) {
  if (!isFiniteNumber(value)) return <JsonAnswer value={value} variant={variant} locale={locale} />;
  const number = formatNumber(value, locale);
  const size = variant === 'cell' ? 14 : 18;
  if (value < 0 || value > STARS) {
    return (
      <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
        <Box component="span" c="yellow.6" display="inline-flex" aria-hidden="true">
          <IconStarFilled size={size} />
        </Box>
        <Text span size={textSize(variant)}>
          <MarkedText text={number} />
        </Text>
      </Group>
    );
  }
  const positions = Array.from({ length: STARS }, (_, index) => index + 1);
  return (
    <Group component="span" gap={6} wrap="nowrap" display="inline-flex">
      <Box
        component="span"
        role="img"
        aria-label={`${number} out of ${STARS} stars`}
        c="yellow.6"
        display="inline-flex"
      >
        {positions.map((position) => {
          const Icon = starIcon(position, value);
          return <Icon key={position} size={size} aria-hidden="true" />;
        })}
      </Box>
      <Text span size={textSize(variant)} aria-hidden="true">
        <MarkedText text={number} />
      </Text>
    </Group>
  );
}
