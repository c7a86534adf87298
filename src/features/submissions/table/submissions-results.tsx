import type { ComponentProps } from 'react';
import { useSmallScreen } from '@/components/use-small-screen';
import { SubmissionCards } from './cards/submission-cards';
import { SubmissionsTable } from './submissions-table';

type Props = ComponentProps<typeof SubmissionsTable>;

/**
 * The page's submissions: the table, or on a phone (where its pinned first column alone takes
 * most of the width) the same rows as cards. Only one of them is rendered.
 */
export function SubmissionsResults(props: Props) {
  const small = useSmallScreen();
  if (!small) return <SubmissionsTable {...props} />;
  return (
    <SubmissionCards
      questions={props.questions}
      submissions={props.submissions}
      selected={props.selected}
      onToggle={props.onToggle}
      onToggleAll={props.onToggleAll}
      onDelete={props.onDelete}
      hrefFor={props.hrefFor}
      stale={props.stale}
      search={props.search}
      empty={props.empty}
    />
  );
}
