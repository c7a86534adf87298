import { Box, Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { AnswerRendererProps } from './answer-variant';
import { textSize } from './answer-variant';
import { JsonAnswer } from './json-answer';

/** SWITCH, CHECKBOX: a check or a cross; in a cell the icon alone, named for screen readers. */
export function BooleanAnswer({ value, variant, locale }: AnswerRendererProps) {
  if (typeof value !== 'boolean')
    return <JsonAnswer value={value} variant={variant} locale={locale} />;
  const label = value ? 'Yes' : 'No';
  const Icon = value ? IconCheck : IconX;
  const color = value ? 'teal' : 'gray';
  if (variant === 'cell') {
    return (
      <Box component="span" role="img" aria-label={label} c={color} display="inline-flex">
        <Icon size={18} aria-hidden="true" />
      </Box>
    );
  }
  return (
    <Group component="span" gap={6} wrap="nowrap" display="inline-flex">
      <Box component="span" c={color} display="inline-flex">
        <Icon size={20} aria-hidden="true" />
      </Box>
      <Text span size={textSize(variant)}>
        {label}
      </Text>
    </Group>
  );
}
