import { shownUrl } from '@/lib/url-secrets';

/** What can be wrong with a webhook, as the page's filter offers it. `disabled` is no alarm. */
export type FindingKind =
  | 'insecure'
  | 'invalid'
  | 'development'
  | 'credential'
  | 'weak-secret'
  | 'form-gone'
  | 'duplicate'
  | 'disabled';

export type Finding = { kind: FindingKind; reason: string };

/** The filter's names for each kind, in the order the page lists them. */
export const FINDING_LABELS: Record<FindingKind, string> = {
  insecure: 'Plain http',
  invalid: 'Invalid target',
  development: 'Development address',
  credential: 'Credential in URL',
  'weak-secret': 'Weak secret',
  'form-gone': 'Form gone',
  duplicate: 'Duplicate target',
  disabled: 'Disabled',
};

/** Below this many characters a signing secret can be guessed (a SHA-256 key wants 32 bytes). */
export const MIN_SECRET_LENGTH = 16;

// Hosts that forward the internet to a developer's machine: they stop when the laptop sleeps.
const TUNNEL_DOMAINS = [
  'ngrok.io',
  'ngrok.app',
  'ngrok.dev',
  'ngrok-free.app',
  'ngrok-free.dev',
  'loca.lt',
  'localtunnel.me',
  'trycloudflare.com',
  'serveo.net',
  'localhost.run',
  'lhr.life',
  'pagekite.me',
  'tunnelmole.net',
  'devtunnels.ms',
  'localto.net',
  'pinggy.link',
];
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'lan', 'home.arpa'];

const endsWithDomain = (host: string, domain: string) =>
  host === domain || host.endsWith(`.${domain}`);

function isPrivateIpv4(host: string): boolean {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return false;
  const [a = 0, b = 0] = parts.map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

/** `host` as the URL parser gives it: `[::1]`, compressed, lower case. */
function isPrivateIpv6(host: string): boolean {
  if (!host.startsWith('[')) return false;
  const address = host.slice(1, -1);
  if (address === '::1' || address === '::') return true;
  // IPv4-mapped (`::ffff:7f00:1` is 127.0.0.1): judged as the IPv4 address it carries.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (mapped) {
    const high = parseInt(mapped[1] ?? '0', 16);
    const low = parseInt(mapped[2] ?? '0', 16);
    return isPrivateIpv4([high >> 8, high & 255, low >> 8, low & 255].join('.'));
  }
  const first = parseInt(address.split(':')[0] || '0', 16);
  // fc00::/7 unique local, fe80::/10 link-local.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

/** Whether a host (as `URL.hostname` gives it) reaches only a developer's own network. */
export function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    isPrivateIpv4(host) ||
    isPrivateIpv6(host) ||
    LOCAL_SUFFIXES.some((suffix) => endsWithDomain(host, suffix)) ||
    TUNNEL_DOMAINS.some((domain) => endsWithDomain(host, domain))
  );
}

function parse(url: string): URL | null {
  try {
    return new URL(url.trim());
  } catch {
    return null;
  }
}

/** The findings on a target URL alone. */
export function checkTargetUrl(text: string): Finding[] {
  const url = parse(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) {
    return [
      { kind: 'invalid', reason: 'Not a web address: the service can only deliver to https.' },
    ];
  }
  const findings: Finding[] = [];
  if (url.protocol === 'http:') {
    findings.push({
      kind: 'insecure',
      reason: "Plain http: respondents' answers travel unencrypted.",
    });
  }
  if (isDevelopmentHost(url.hostname)) {
    findings.push({
      kind: 'development',
      reason: 'A development address: it works only while that machine or tunnel is up.',
    });
  }
  if (shownUrl(text).hasSecret) {
    findings.push({
      kind: 'credential',
      reason: 'The URL carries a credential: anyone who sees the URL can use it.',
    });
  }
  return findings;
}

/** A URL as compared for duplicates: normalised by the parser, or as written. */
export function targetKey(url: string): string {
  return parse(url)?.href ?? url.trim();
}

export type CheckedWebhook = {
  id: string;
  form_id: string;
  url: string;
  signing_secret: string;
  enabled: boolean;
};

/**
 * Every finding of each webhook, by id. `formGone(formId)` says a form is known not to exist
 * (only a complete list of the account's forms can say so).
 */
export function checkWebhooks(
  webhooks: readonly CheckedWebhook[],
  formGone: (formId: string) => boolean,
): Map<string, Finding[]> {
  const perTarget = new Map<string, number>();
  const keyOf = (webhook: CheckedWebhook) => `${webhook.form_id}\n${targetKey(webhook.url)}`;
  for (const webhook of webhooks) {
    perTarget.set(keyOf(webhook), (perTarget.get(keyOf(webhook)) ?? 0) + 1);
  }
  return new Map(
    webhooks.map((webhook) => {
      const findings = checkTargetUrl(webhook.url);
      if (webhook.signing_secret.trim().length < MIN_SECRET_LENGTH) {
        findings.push({
          kind: 'weak-secret',
          reason: webhook.signing_secret.trim()
            ? `The signing secret is shorter than ${MIN_SECRET_LENGTH} characters: it can be guessed.`
            : 'No signing secret: a receiver cannot tell a genuine delivery from a forged one.',
        });
      }
      if (formGone(webhook.form_id)) {
        findings.push({
          kind: 'form-gone',
          reason: 'Its form no longer exists: this webhook will never fire.',
        });
      }
      if ((perTarget.get(keyOf(webhook)) ?? 0) > 1) {
        findings.push({
          kind: 'duplicate',
          reason: 'Another webhook of this form sends to the same URL: deliveries arrive twice.',
        });
      }
      if (!webhook.enabled) {
        findings.push({ kind: 'disabled', reason: 'Disabled: nothing is sent.' });
      }
      return [webhook.id, findings];
    }),
  );
}

/** Findings that ask for action; a disabled webhook alone does not. */
export const needsAttention = (findings: readonly Finding[]) =>
  findings.some((finding) => finding.kind !== 'disabled');
