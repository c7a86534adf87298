import { Badge } from '@mantine/core';

export function SubmissionStatusBadge({ isPartial }: { isPartial: boolean }) {
  return isPartial ? (
    <Badge color="yellow" variant="light">
      Partial
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      Completed
    </Badge>
  );
}
