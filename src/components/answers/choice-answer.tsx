import { Badge, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import type { AnswerRendererProps, AnswerVariant } from './answer-variant';
import { isStringArray } from './answer-guards';
import { EmptyAnswer } from './empty-answer';
import { JsonAnswer } from './json-answer';
import { MarkedText } from './marked-text';

// How many chosen options a table cell shows before summarising the rest as "+N".
const CELL_BADGES = 3;

function OptionBadge({ label, variant }: { label: string; variant: AnswerVariant }) {
  return (
    <Badge
      variant="light"
      tt="none"
      size={variant === 'cell' ? 'sm' : 'md'}
      maw={variant === 'cell' ? 160 : '100%'}
      title={label}
      dir="auto"
    >
      <MarkedText text={label} />
    </Badge>
  );
}

/** LIST_RADIO, MULTIPLE_CHOICES, DROPDOWN: the chosen option's text. */
export function ChoiceAnswer({ value, variant, locale }: AnswerRendererProps) {
  if (typeof value !== 'string') {
    return <JsonAnswer value={value} variant={variant} locale={locale} />;
  }
  if (value.trim() === '') return <EmptyAnswer variant={variant} />;
  return <OptionBadge label={value} variant={variant} />;
}

/** LIST_CHECKBOX, MULTISELECT: one badge per chosen option; a cell shows a few and "+N". */
export function ChoicesAnswer({ value, variant, locale }: AnswerRendererProps) {
  if (!isStringArray(value)) return <JsonAnswer value={value} variant={variant} locale={locale} />;
  if (value.length === 0) return <EmptyAnswer variant={variant} />;
  const shown = variant === 'cell' ? value.slice(0, CELL_BADGES) : value;
  const rest = value.slice(shown.length);
  return (
    <Group gap={4} wrap={variant === 'cell' ? 'nowrap' : 'wrap'}>
      {shown.map((label, index) => (
        // Options may repeat in untrusted data, so the index keeps keys unique.
        <OptionBadge key={`${index}:${label}`} label={label} variant={variant} />
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.join(', ')} multiline maw={320}>
          <Badge variant="outline" color="gray" size="sm" tt="none">
            <span aria-hidden="true">+{rest.length}</span>
            <VisuallyHidden>{`and ${rest.length} more: ${rest.join(', ')}`}</VisuallyHidden>
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
