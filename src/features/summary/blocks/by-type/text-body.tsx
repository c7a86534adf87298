import { List, Text } from '@mantine/core';
import { truncate } from '@/components/answers/truncate';
import type { TextStat } from '@/features/summary/stats/text';
import type { HrefFor } from '@/features/summary/summary-links';
import { CountTable } from '@/features/summary/charts/count-table';

type Props = { stat: TextStat; name: string; hrefFor: HrefFor };

const LATEST_LENGTH = 200;

/** Texts: the most frequent words (or domains, hosts), and the latest answers as plain text. */
export function TextBody({ stat, name, hrefFor }: Props) {
  return (
    <>
      {stat.words.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            Most frequent words
          </Text>
          <CountTable
            items={stat.words}
            caption={`Most frequent words in answers to ${name}, with the answers that contain each`}
            label="Word"
            hrefFor={hrefFor}
          />
        </>
      )}
      {stat.groups && stat.groups.items.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {stat.groups.title}
          </Text>
          <CountTable
            items={stat.groups.items}
            caption={`Answers to ${name}, ${stat.groups.title.toLowerCase()}`}
            label={stat.groups.title === 'By domain' ? 'Domain' : 'Host'}
            hrefFor={hrefFor}
          />
        </>
      )}
      {stat.latest.length > 0 && stat.groups === null && (
        <>
          <Text size="sm" fw={600}>
            Latest answers
          </Text>
          <List size="sm" spacing={2}>
            {stat.latest.map((text, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {truncate(text, LATEST_LENGTH) ?? text}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </>
  );
}
