import { Button, Chip, Group, Text } from '@mantine/core';
import { FINDING_LABELS, type FindingKind } from './webhook-checks';

type Props = {
  /** Webhooks with at least one finding that asks for action. */
  attention: number;
  counts: Map<FindingKind, number>;
  kind: FindingKind | '';
  onKind: (kind: FindingKind | '') => void;
};

const KINDS = Object.keys(FINDING_LABELS) as FindingKind[];

/** "4 need attention", and a filter for each kind of finding the list has. */
export function AttentionFilter({ attention, counts, kind, onKind }: Props) {
  const present = KINDS.filter((each) => (counts.get(each) ?? 0) > 0);
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text fw={600} size="sm" role="status">
        {attention === 0
          ? 'Nothing needs attention'
          : `${attention} ${attention === 1 ? 'needs' : 'need'} attention`}
      </Text>
      {present.length > 0 && (
        <Chip.Group
          multiple={false}
          value={kind}
          onChange={(value) => onKind(value === kind ? '' : (value as FindingKind))}
        >
          <Group gap={6} wrap="wrap" role="group" aria-label="Show only">
            {present.map((each) => (
              <Chip
                key={each}
                value={each}
                size="xs"
                variant="outline"
                color={each === 'disabled' ? 'gray' : 'orange'}
                onClick={() => (each === kind ? onKind('') : undefined)}
              >
                {FINDING_LABELS[each]} ({counts.get(each)})
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {/* Clicking the chosen chip again clears it too, but nothing on it says so. */}
      {kind && (
        <Button size="compact-xs" variant="subtle" onClick={() => onKind('')}>
          Show every webhook
        </Button>
      )}
    </Group>
  );
}
