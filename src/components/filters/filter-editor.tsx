import { Button, Radio, Select, Stack } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import type { Question, Submission } from '@/api/schemas';
import type { ColumnRef } from '@/response-set/columns';
import type { Filter } from '@/response-set/filters';
import { kindOfColumn } from '@/response-set/sort';
import { type Draft, draftToFilter, EMPTY_DRAFT } from './filter-draft';
import { choicesOf, editorOfChoice } from './op-editors/filter-op-editor-registry';

type Props = {
  questions: readonly Question[];
  rows: readonly Submission[];
  initial: Draft;
  submitLabel: string;
  onApply: (filter: Filter) => void;
};

/** "Submitted" and every question, deleted ones too (their answers are still in the data). */
export function columnOptions(questions: readonly Question[]) {
  const seen = new Set<string>();
  const options = [{ value: 'submitted', label: 'Submitted' }];
  for (const question of questions) {
    // A repeated id would be two options with one value; the first one names the column.
    if (seen.has(question.id)) continue;
    seen.add(question.id);
    const name = question.name || 'Untitled question';
    options.push({
      value: `q:${question.id}`,
      label: question.is_deleted ? `${name} (deleted)` : name,
    });
  }
  return options;
}

const isColumn = (value: string): value is ColumnRef =>
  value === 'submitted' || value.startsWith('q:');

/** Column, then operator, then value: the body of the filter popover. */
export function FilterEditor({ questions, rows, initial, submitLabel, onApply }: Props) {
  const [draft, setDraft] = useState<Draft>(initial);
  const columns = useMemo(() => columnOptions(questions), [questions]);
  const { column } = draft;
  const kind = column === null ? null : kindOfColumn(column, questions);
  const choices = kind === null ? [] : choicesOf(kind);
  const editor = draft.choice === null ? null : editorOfChoice(draft.choice);
  const ValueInput = editor?.ValueInput;
  const filter = draftToFilter(draft);

  const pickColumn = (value: string | null) => {
    if (value === null || !isColumn(value)) return;
    // A new column starts afresh, on its kind's first operator.
    const first = choicesOf(kindOfColumn(value, questions))[0] ?? null;
    setDraft({ ...EMPTY_DRAFT, column: value, choice: first });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (filter) onApply(filter);
  };

  return (
    <form onSubmit={submit} aria-label="Filter">
      <Stack gap="sm">
        <Select
          label="Column"
          placeholder="Search columns"
          data={columns}
          value={column}
          onChange={pickColumn}
          searchable
          nothingFoundMessage="No column matches"
          maxDropdownHeight={260}
          data-autofocus
          // Inside the filter popover: a portalled list would count as a click outside it.
          comboboxProps={{ withinPortal: false }}
        />
        {kind !== null && (
          <Radio.Group
            label="Condition"
            value={draft.choice}
            onChange={(value) =>
              setDraft({ ...draft, choice: choices.find((choice) => choice === value) ?? null })
            }
          >
            <Stack gap={6} mt={4}>
              {choices.map((choice) => (
                <Radio
                  key={choice}
                  value={choice}
                  label={editorOfChoice(choice)?.label(choice, kind)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {ValueInput && column !== null && kind !== null && (
          <ValueInput
            draft={draft}
            column={column}
            kind={kind}
            questions={questions}
            rows={rows}
            onChange={(change) => setDraft({ ...draft, ...change })}
          />
        )}
        <Button type="submit" disabled={filter === null}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
