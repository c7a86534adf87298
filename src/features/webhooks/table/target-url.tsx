import { Anchor, Group, Text } from '@mantine/core';
import { safeHttpUrl } from '@/components/answers/safe-url';
import { useSmallScreen } from '@/components/use-small-screen';
import { SECRET_MASK, shownUrl } from '@/lib/url-secrets';
import { SecretActions } from '@/features/webhooks/signing/secret-actions';

type Props = { name: string; url: string; revealed: boolean; onToggle: () => void };

/**
 * A URL's text, shortened to what tells targets apart: the host first (as the browser
 * normalises it, so a look-alike host shows as punycode), then the path with its middle left
 * out. Any scheme but https stays in front, as it is a finding.
 */
export function shortTarget(text: string): { host: string; rest: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { host: text.length > 60 ? `${text.slice(0, 59)}…` : text, rest: '' };
  }
  if (!url.host) return { host: text.length > 60 ? `${text.slice(0, 59)}…` : text, rest: '' };
  const scheme = url.protocol === 'https:' ? '' : `${url.protocol}//`;
  const segments = url.pathname.split('/').filter(Boolean);
  const trailing = url.pathname.length > 1 && url.pathname.endsWith('/') ? '/' : '';
  const path =
    segments.length > 2
      ? `/${segments[0]}/…/${segments.at(-1)}${trailing}`
      : url.pathname === '/'
        ? ''
        : url.pathname;
  // The parser percent-encodes a mask in the path (a Slack or Discord token's place).
  const shownPath = path.replaceAll(encodeURIComponent(SECRET_MASK), SECRET_MASK);
  const rest = `${shownPath}${url.search || url.hash ? '?…' : ''}`;
  return { host: `${scheme}${url.host}`, rest };
}

/**
 * A webhook's target, host first; the whole URL is its tooltip and what the copy button copies.
 * A credential in it is masked like the signing secret, with reveal: it is not in the page
 * until revealed.
 */
export function TargetUrl({ name, url, revealed, onToggle }: Props) {
  const small = useSmallScreen();
  const shown = shownUrl(url);
  const hidden = shown.hasSecret && !revealed;
  // A masked URL is no link: its href would put the secret back in the page.
  const href = hidden ? null : safeHttpUrl(url);
  const text = hidden ? shown.masked : shown.full;
  const { host, rest } = shortTarget(text);
  const parts = (
    <>
      <span style={{ fontWeight: 500 }}>{host}</span>
      {rest && <span>{rest}</span>}
    </>
  );
  // On a phone's card the whole short form wraps; in the wide table it is one line.
  const common = {
    size: 'sm',
    dir: 'ltr',
    title: text,
    maw: 280,
    truncate: small ? undefined : 'end',
    style: { display: 'block', overflowWrap: 'anywhere' },
  } as const;
  return (
    // miw 0: in a narrow cell (a phone's card) the text shrinks and the buttons stay in view.
    <Group gap={4} wrap="nowrap" miw={0}>
      {href ? (
        <Anchor href={href} target="_blank" rel="noopener noreferrer" {...common}>
          {parts}
        </Anchor>
      ) : (
        <Text {...common}>{parts}</Text>
      )}
      <SecretActions
        what="target URL"
        name={name}
        secret={shown.full}
        revealed={revealed}
        onToggle={shown.hasSecret ? onToggle : undefined}
      />
    </Group>
  );
}
