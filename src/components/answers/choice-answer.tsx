import { AnswerBadge } from './answer-badge';
import classes from './answer-span.module.css';
import type { AnswerRendererProps, AnswerVariant } from './answer-variant';
import { isStringArray } from './answer-guards';
import { EmptyAnswer } from './empty-answer';
import { JsonAnswer } from './json-answer';
import { useMarks } from './marked-text';

// How many chosen options a table cell shows before summarising the rest as "+N".
const CELL_BADGES = 3;

function OptionBadge({ label, variant }: { label: string; variant: AnswerVariant }) {
  const mark = useMarks();
  return (
    <AnswerBadge
      size={variant === 'cell' ? 'sm' : 'md'}
      maxWidth={variant === 'cell' ? 160 : '100%'}
      title={label}
      dir="auto"
    >
      {mark(label)}
    </AnswerBadge>
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
    <span className={`${classes.row} ${classes.tight}`} data-wrap={variant === 'full' || undefined}>
      {shown.map((label, index) => (
        // Options may repeat in untrusted data, so the index keeps keys unique.
        <OptionBadge key={`${index}:${label}`} label={label} variant={variant} />
      ))}
      {rest.length > 0 && (
        // The browser's own tooltip: a styled one is a positioning engine per cell.
        <AnswerBadge size="sm" look={{ variant: 'outline' }} title={rest.join(', ')}>
          <span aria-hidden="true">+{rest.length}</span>
          <span className={classes.visuallyHidden}>
            {`and ${rest.length} more: ${rest.join(', ')}`}
          </span>
        </AnswerBadge>
      )}
    </span>
  );
}
