import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = { published: 'green', draft: 'gray' };

export function FormStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'blue'} variant="light" miw="max-content">
      {status || 'unknown'}
    </Badge>
  );
}
