import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import type { ShownComparison } from '@/features/summary/compare/compare-figures';
import type { OpenCrossTab } from '@/features/summary/cross-tab/cross-tab-words';
import type { Summary } from '@/features/summary/stats/summarize';
import { searchTerms } from '@/response-set/search';
import type { ResponseView } from '@/response-set/view';
import type { Question } from '@/api/schemas';
import {
  answersWord,
  choiceOf,
  comparisonWords,
  reportComparison,
  describeView,
  holdsRespondentText,
  isHidden,
  type QuestionChoice,
  type ReportChoices,
  reportNarrowedBy,
} from './report-choices';
import { questionShows } from './report-outline';

type Props = {
  formName: string;
  questions: readonly Question[];
  view: ResponseView;
  summary: Summary;
  partialsVisible: boolean;
  crossTabs: readonly OpenCrossTab[];
  comparison: ShownComparison | null;
  /** A comparison is chosen on the Summary, whether or not it is worked out yet. */
  comparing: boolean;
  choices: ReportChoices;
  onChoicesChange: (choices: ReportChoices) => void;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
};

/** One entry of the outline: a block of the file and what it shows. */
function Entry({ title, children }: { title: string; children: string }) {
  return (
    <List.Item>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </List.Item>
  );
}

/**
 * Before the report is saved: which questions it shows and whether respondents' own words go in
 * (left out until ticked), with what each block of the file will show.
 */
export function ShareReportDialog(props: Props) {
  const { formName, view, summary, partialsVisible, crossTabs, comparison, choices } = props;
  const set = (questionId: string, choice: QuestionChoice) =>
    props.onChoicesChange({
      ...choices,
      questions: { ...choices.questions, [questionId]: choice },
    });
  const narrowed = reportNarrowedBy(view, summary.questions, props.questions, choices);
  const compared = new Map(
    comparison?.comparison.questions.map((item) => [item.question.id, item]) ?? [],
  );
  const searched = searchTerms(view.search).length > 0;

  return (
    // The title and close button are drawn in the body: Mantine's own header is a <header>, which
    // assistive technologies take for a second banner landmark of the page.
    <Modal opened onClose={props.onClose} withCloseButton={false} size="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Modal.Title style={{ overflowWrap: 'anywhere' }}>Share as a report</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Group>
        <Text size="sm">
          One HTML file of this Summary that anyone can open without a key: its charts are drawn in
          the file, it runs no script and loads nothing. Respondents&apos; own words (free text,
          e-mail addresses, phone numbers, names, links, hidden fields) stay out unless you tick
          them below.
        </Text>
        {props.comparing && !comparison && (
          <Alert color="yellow" role="status">
            No comparison is shown yet: the file will hold the Summary without one. To include it,
            wait until the page shows both groups.
          </Alert>
        )}
        {searched && (
          <Checkbox
            label="Write the search words in the header"
            description={`“${view.search.trim()}” can be a respondent's name or address.`}
            checked={choices.searchWords}
            onChange={(event) =>
              props.onChoicesChange({ ...choices, searchWords: event.currentTarget.checked })
            }
          />
        )}
        <Title order={3} size="h5">
          What the file will contain
        </Title>
        <List spacing="sm" listStyleType="none" aria-label="What the file will contain">
          <Entry title="Header">
            {[
              `${formName}; ${describeView(view, narrowed, partialsVisible)}`,
              comparison &&
                `compared: ${comparisonWords(reportComparison(comparison, summary.questions, props.questions, choices), view.tab)}`,
              'how many responses, and when it was made',
            ]
              .filter(Boolean)
              .join('; ')}
          </Entry>
          <Entry title="Overview">Counts by status; chart and table of responses over time</Entry>
          {comparison && (
            <Entry title="Comparison">
              Each group&apos;s count; responses over time of both groups
            </Entry>
          )}
          {summary.questions.map((item) => {
            const { question } = item;
            const name = question.name.trim() || question.id;
            const hidden = isHidden(choices, question.id);
            const shows = questionShows(item, choices, compared.get(question.id));
            const text = holdsRespondentText(item.stat) && !comparison;
            return (
              <List.Item key={question.id}>
                <Stack gap={4}>
                  <Checkbox
                    label={name}
                    description={shows ?? 'Left out of the report'}
                    checked={!hidden}
                    onChange={(event) =>
                      set(question.id, event.currentTarget.checked ? 'figures' : 'hidden')
                    }
                    styles={{ label: { fontWeight: 600, overflowWrap: 'anywhere' } }}
                  />
                  {text && (
                    <Checkbox
                      ml="xl"
                      size="xs"
                      label={`Include ${answersWord(item)}`}
                      aria-label={`Include ${answersWord(item)} of ${name}`}
                      disabled={hidden}
                      checked={choiceOf(choices, question.id) === 'answers'}
                      onChange={(event) =>
                        set(question.id, event.currentTarget.checked ? 'answers' : 'figures')
                      }
                    />
                  )}
                </Stack>
              </List.Item>
            );
          })}
          {crossTabs.map((open) => (
            <Entry
              key={`${open.rowId} ${open.columnId}`}
              title={`Cross-tabulation: ${open.rowName} by ${open.columnName}`}
            >
              {isHidden(choices, open.rowId) || isHidden(choices, open.columnId)
                ? 'Left out: one of its questions is left out'
                : 'Counts with row and column shares, and the chi-square test'}
            </Entry>
          ))}
          <Entry title="Drop-off">Where partial submissions stopped, question by question</Entry>
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button loading={props.saving} onClick={props.onSave}>
            Save the report
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
