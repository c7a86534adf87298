import {
  Alert,
  Button,
  Code,
  CopyButton,
  FileButton,
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
import { IconCheck, IconFileUpload, IconX } from '@tabler/icons-react';
import { type ClipboardEvent, type DragEvent, useState } from 'react';
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

/**
 * Where the body to hash comes from. A text box turns every CRLF into LF in what it holds, so
 * the text as shown is not always the body as received: a paste over the whole box keeps the
 * pasted text (CRs and all), and a file its bytes, until the text is edited.
 */
type BodySource =
  | { kind: 'typed' }
  | { kind: 'pasted'; text: string }
  | { kind: 'file'; name: string; bytes: Uint8Array };

/** What a text box makes of line breaks (HTML's "normalize newlines"). */
const asShown = (text: string) => text.replace(/\r\n?/g, '\n');

const byteCount = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'byte' : 'bytes'}`;

/** Which bytes are hashed, in words: the user must know whether a CRLF survived. */
function hashedBytes(source: BodySource, body: string): string {
  switch (source.kind) {
    case 'pasted':
      return `Hashing the text as pasted: ${byteCount(new TextEncoder().encode(source.text).length)} of UTF-8${/\r/.test(source.text) ? ', its CR line ends kept' : ''}.`;
    case 'file':
      return `Hashing the ${byteCount(source.bytes.length)} of ${source.name}, exactly as in the file.`;
    case 'typed':
      return body === ''
        ? 'Paste it here, or drop or choose the file that holds it: the bytes as pasted or as in the file are hashed.'
        : 'Hashing the text as shown, in UTF-8, every line ending in LF (a text box keeps no CR). Paste the whole body or choose its file to hash it exactly as received.';
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
  const [source, setSource] = useState<BodySource>({ kind: 'typed' });
  const [signature, setSignature] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [failed, setFailed] = useState(false);

  const showBody = (shown: string, next: BodySource) => {
    setBody(shown);
    setSource(next);
    setVerdict(null);
  };
  const readFile = async (file: File | null) => {
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    showBody(asShown(new TextDecoder().decode(bytes)), { kind: 'file', name: file.name, bytes });
  };
  // A paste over the whole box is the body as received: kept as pasted, CRs and all. Pasted
  // into the middle of a text, it is an edit like typing.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const box = event.currentTarget;
    const whole = box.selectionStart === 0 && box.selectionEnd === box.value.length;
    const text = event.clipboardData.getData('text/plain');
    if (!whole || text === '') return;
    event.preventDefault();
    showBody(asShown(text), { kind: 'pasted', text });
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const [file] = event.dataTransfer.files;
    if (!file) return;
    event.preventDefault();
    void readFile(file);
  };

  const verify = async () => {
    setFailed(false);
    const hashed =
      source.kind === 'pasted' ? source.text : source.kind === 'file' ? source.bytes : body;
    try {
      setVerdict(await verifyDelivery(webhook.signing_secret, hashed, signature));
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
                  description={hashedBytes(source, body)}
                  autosize
                  minRows={4}
                  maxRows={12}
                  spellCheck={false}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  value={body}
                  onChange={(event) => showBody(event.currentTarget.value, { kind: 'typed' })}
                  onPaste={onPaste}
                  onDragOver={(event) => {
                    if (event.dataTransfer.types.includes('Files')) event.preventDefault();
                  }}
                  onDrop={onDrop}
                />
                <FileButton onChange={(file) => void readFile(file)}>
                  {(props) => (
                    <Button
                      {...props}
                      size="xs"
                      variant="default"
                      w="fit-content"
                      leftSection={<IconFileUpload size={16} />}
                    >
                      Choose the body&apos;s file
                    </Button>
                  )}
                </FileButton>
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
