import { Anchor, Group, Text } from '@mantine/core';
import { safeHttpUrl } from '@/components/answers/safe-url';
import { shownUrl } from '@/lib/url-secrets';
import { SecretActions } from './secret-actions';

type Props = { name: string; url: string; revealed: boolean; onToggle: () => void };

const style = { wordBreak: 'break-all' as const };

/**
 * A webhook's target: the text is the address the link goes to (as the browser normalises it,
 * so a look-alike host shows as punycode), and a credential in it is masked like the signing
 * secret, with reveal and copy: it is not in the page until revealed.
 */
export function TargetUrl({ name, url, revealed, onToggle }: Props) {
  const shown = shownUrl(url);
  const hidden = shown.hasSecret && !revealed;
  // A masked URL is no link: its href would put the secret back in the page.
  const href = hidden ? null : safeHttpUrl(url);
  const text = hidden ? shown.masked : shown.full;
  const address = href ? (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" dir="ltr" style={style}>
      {text}
    </Anchor>
  ) : (
    <Text size="sm" dir="ltr" style={style}>
      {text}
    </Text>
  );
  if (!shown.hasSecret) return address;
  return (
    <Group gap={4} wrap="nowrap">
      {address}
      <SecretActions
        what="target URL"
        name={name}
        secret={shown.full}
        revealed={revealed}
        onToggle={onToggle}
      />
    </Group>
  );
}
