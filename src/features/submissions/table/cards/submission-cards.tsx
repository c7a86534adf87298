import { Anchor, Checkbox, Skeleton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Question, Submission } from '@/api/schemas';
import { AnswerView } from '@/components/answers/answer-view';
import { MarkedText } from '@/components/answers/marked-text';
import { RowMenu } from '@/components/row-menu';
import { SearchTermsContext } from '@/components/answers/search-terms-context';
import { formatDateTime } from '@/lib/format-date';
import { searchTerms } from '@/response-set/search';
import { answerFor } from '@/features/submissions/answer-for';
import classes from './submission-cards.module.css';
import { SubmissionStatusBadge } from '@/features/submissions/table/rows/submission-status-badge';
import type { SubmissionListProps } from '@/features/submissions/table/submissions-table';

/** A card shows the first few columns; the whole submission is one tap away. */
export const CARD_QUESTIONS = 4;

/** The submissions of a page as cards, for a phone, where the table has no room. */
export function SubmissionCards(props: SubmissionListProps) {
  const { questions, submissions, selected, onToggle, onToggleAll, onDelete, hrefFor, stale } =
    props;
  const search = props.search ?? '';
  const terms = useMemo(() => searchTerms(search), [search]);
  const shown = useMemo(() => questions.slice(0, CARD_QUESTIONS), [questions]);
  if (!submissions) {
    return (
      <div aria-busy className={classes.list}>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={classes.card} aria-hidden>
            <Skeleton height={18} width="60%" mb={8} />
            <Skeleton height={14} mb={4} />
            <Skeleton height={14} width="80%" />
          </div>
        ))}
      </div>
    );
  }
  if (submissions.length === 0) return props.empty;
  const allSelected = submissions.every((submission) => selected.has(submission.id));
  return (
    <div aria-busy={stale} style={{ opacity: stale ? 0.6 : 1 }}>
      <Checkbox
        className={classes.selectAll}
        label="Select all on this page"
        checked={allSelected}
        indeterminate={!allSelected && submissions.some((item) => selected.has(item.id))}
        onChange={(event) => onToggleAll(event.currentTarget.checked)}
      />
      <SearchTermsContext value={terms}>
        <ul className={classes.list} aria-label="Submissions">
          {submissions.map((submission) => (
            <SubmissionCard
              key={submission.id}
              submission={submission}
              questions={shown}
              selected={selected.has(submission.id)}
              onToggle={onToggle}
              onDelete={onDelete}
              href={hrefFor(submission)}
            />
          ))}
        </ul>
      </SearchTermsContext>
    </div>
  );
}

type CardProps = {
  submission: Submission;
  questions: Question[];
  selected: boolean;
  onToggle: (id: string) => void;
  onDelete: (submission: Submission) => void;
  href: string;
};

const TRASH = <IconTrash size={16} aria-hidden />;

/** One submission; memoized so that selecting a card re-renders that card only. */
const SubmissionCard = memo(function SubmissionCard(props: CardProps) {
  const { submission, questions, selected, onToggle, onDelete, href } = props;
  const time = formatDateTime(submission.created_at);
  return (
    <li className={classes.card} data-selected={selected || undefined}>
      <div className={classes.head}>
        <Checkbox
          className={classes.above}
          aria-label={`Select submission of ${time}`}
          checked={selected}
          onChange={() => onToggle(submission.id)}
        />
        {/* A real link, for keyboards and screen readers; its overlay makes the card a target. */}
        <Anchor
          component={Link}
          to={href}
          className={classes.open}
          aria-label={`Open submission of ${time}`}
        >
          <MarkedText text={time} />
        </Anchor>
        <SubmissionStatusBadge isPartial={submission.is_partial} />
        <div className={classes.menu}>
          <RowMenu
            label={`Actions for submission of ${time}`}
            items={[
              {
                label: 'Delete submission…',
                icon: TRASH,
                color: 'red',
                onClick: () => onDelete(submission),
              },
            ]}
          />
        </div>
      </div>
      {questions.length > 0 && (
        <dl className={classes.answers}>
          {questions.map((question) => (
            <CardAnswer key={question.id} question={question} submission={submission} />
          ))}
        </dl>
      )}
    </li>
  );
});

function CardAnswer({ question, submission }: { question: Question; submission: Submission }) {
  const name = question.name || 'Untitled question';
  return (
    <>
      <dt>
        <bdi>{name}</bdi>
      </dt>
      <dd>
        <AnswerView
          type={question.type}
          value={answerFor(submission, question.id)}
          variant="cell"
        />
      </dd>
    </>
  );
}
