import { Badge } from '@mantine/core';

// Made once: a row whose status did not change when the view changed keeps the very same
// element, and React skips it (a table page redraws its rows on every search, sort and filter).
const PARTIAL = (
  <Badge color="yellow" variant="light" miw="max-content">
    Partial
  </Badge>
);
const COMPLETED = (
  <Badge color="green" variant="light" miw="max-content">
    Completed
  </Badge>
);

export function SubmissionStatusBadge({ isPartial }: { isPartial: boolean }) {
  return isPartial ? PARTIAL : COMPLETED;
}
