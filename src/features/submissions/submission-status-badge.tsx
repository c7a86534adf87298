import { Badge } from '@mantine/core';

export function SubmissionStatusBadge({ isPartial }: { isPartial: boolean }) {
  return isPartial ? (
    <Badge color="yellow" variant="light" miw="max-content">
      Partial
    </Badge>
  ) : (
    <Badge color="green" variant="light" miw="max-content">
      Completed
    </Badge>
  );
}
