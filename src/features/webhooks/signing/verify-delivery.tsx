import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { Webhook } from '@/api/schemas';
import { receiverSnippet, SECRET_PLACEHOLDER, type SnippetLanguage } from './receiver-snippets';
import { type Verdict, verifyDelivery } from './webhook-signature';

const RAW_BYTES =
  'The signature covers the raw bytes of the body exactly as they arrived: one changed byte, a ' +
  'trailing newline, or JSON that was parsed and written out again gives another signature. ' +
  'Paste the body as your receiver got it, before any parsing.';

function VerdictAlert({ verdict }: { verdict: Verdict }) {
  switch (verdict.status) {
    case 'match':
      return (
        <Alert color="green" icon={<IconCheck size={18} />} title="Genuine" role="status">
          The signature matches this body and the webhook&apos;s signing secret (the signature was
          written in {verdict.encoding}).
        </Alert>
      );
    case 'mismatch':
      return (
        <Alert color="red" icon={<IconX size={18} />} title="Does not match" role="status">
          This signature ({verdict.encoding}) was not made from this body with this webhook&apos;s
          signing secret. {RAW_BYTES}
        </Alert>
      );
    case 'unreadable':
      return (
        <Alert color="red" icon={<IconX size={18} />} title="Not a signature" role="status">
          Paste the value of the signature header: 44 characters of base64, or 64 hexadecimal
          digits.
        </Alert>
      );
    case 'no-secret':
      return (
        <Alert color="orange" title="No signing secret" role="status">
          This webhook has no signing secret, so its deliveries cannot be verified. Set one in the
          form service.
        </Alert>
      );
  }
}

const LANGUAGES: { value: SnippetLanguage; label: string }[] = [
  { value: 'node', label: 'Node.js' },
  { value: 'python', label: 'Python' },
  { value: 'php', label: 'PHP' },
];

function ReceiverSnippets({ webhook }: { webhook: Webhook }) {
  const [language, setLanguage] = useState<SnippetLanguage>('node');
  const [showSecret, setShowSecret] = useState(false);
  const code = receiverSnippet(language, showSecret ? webhook.signing_secret : SECRET_PLACEHOLDER);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Verify in your receiver
      </Title>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SegmentedControl
          size="xs"
          data={LANGUAGES}
          value={language}
          onChange={(value) => setLanguage(value as SnippetLanguage)}
          aria-label="Language"
        />
        <Switch
          size="xs"
          label="Show the secret in the code"
          checked={showSecret}
          onChange={(event) => setShowSecret(event.currentTarget.checked)}
        />
      </Group>
      {/* Focusable, so that a keyboard can scroll its long lines. */}
      <Code block tabIndex={0} aria-label="Code" style={{ maxWidth: '100%', overflowX: 'auto' }}>
        {code}
      </Code>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" onClick={copy} w="fit-content">
            {copied ? 'Copied' : 'Copy code'}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}

/**
 * Checks a pasted delivery against the webhook's signing secret, in this page only (WebCrypto):
 * the secret is not sent anywhere, logged, or put in the page unless revealed.
 */
export function VerifyDelivery({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const [body, setBody] = useState('');
  const [signature, setSignature] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [failed, setFailed] = useState(false);

  const verify = async () => {
    setFailed(false);
    try {
      setVerdict(await verifyDelivery(webhook.signing_secret, body, signature));
    } catch {
      // WebCrypto is missing outside secure contexts; its errors never name the key.
      setVerdict(null);
      setFailed(true);
    }
  };

  return (
    // The title and close button are drawn in the body: Mantine's own header is a <header>, which
    // assistive technologies take for a second banner landmark of the page.
    <Modal opened onClose={onClose} withCloseButton={false} size="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Modal.Title style={{ overflowWrap: 'anywhere' }}>
            Verify a delivery of {webhook.name}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Group>
        {webhook.signing_secret === '' ? (
          // Nothing to check against: said at once, not after a body has been pasted.
          <VerdictAlert verdict={{ status: 'no-secret' }} />
        ) : (
          <>
            <Text size="sm">
              Paste a delivery this webhook sent. Formdeck computes its signature here in your
              browser with the webhook&apos;s signing secret (HMAC-SHA256, base64 or hex) and
              compares.
            </Text>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void verify();
              }}
            >
              <Stack gap="sm">
                <Textarea
                  label="Raw request body"
                  description="Exactly as received, before any JSON parsing."
                  autosize
                  minRows={4}
                  maxRows={12}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  value={body}
                  onChange={(event) => {
                    setBody(event.currentTarget.value);
                    setVerdict(null);
                  }}
                />
                <TextInput
                  label="Signature"
                  description="The value of the signature header of that request."
                  autoComplete="off"
                  spellCheck={false}
                  value={signature}
                  onChange={(event) => {
                    setSignature(event.currentTarget.value);
                    setVerdict(null);
                  }}
                />
                <Button type="submit" w="fit-content" disabled={!signature.trim()}>
                  Verify
                </Button>
              </Stack>
            </form>
            <div aria-live="polite">
              {verdict && <VerdictAlert verdict={verdict} />}
              {failed && (
                <Alert color="red" title="Could not compute the signature" role="status">
                  This browser does not offer the cryptography needed here (it needs https).
                </Alert>
              )}
            </div>
            <ReceiverSnippets webhook={webhook} />
          </>
        )}
      </Stack>
    </Modal>
  );
}
