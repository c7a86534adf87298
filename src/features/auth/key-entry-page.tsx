import {
  Alert,
  Button,
  Checkbox,
  Container,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useCredentialsState } from '@/api/credentials-store';
import { readRememberedBaseUrl } from '@/lib/remembered-base-url';
import { safeNextPath } from '@/lib/safe-next-path';
import { isBrowserSandbox, sandboxBaseUrl } from '@/lib/sandbox-connection';
import { CheckingOtherTabs } from './checking-other-tabs';
import { connectErrorMessage } from './connect-error-message';
import { OtherApiOffer } from './other-api-offer';
import { SandboxKeysPanel } from './sandbox-keys-panel';
import { useConnect } from './use-connect';
import { baseUrlWarning, validateBaseUrl } from './validate-base-url';

export function KeyEntryPage() {
  const { credentials, notice, checkingOtherTabs, offer } = useCredentialsState();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextPath(searchParams.get('next'));
  // The real deployment first: the sandbox's address is never offered as the one to type over.
  const [baseUrl, setBaseUrl] = useState(() => {
    const remembered = readRememberedBaseUrl();
    return remembered && !isBrowserSandbox(remembered) ? remembered : '';
  });
  const [apiKey, setApiKey] = useState('');
  const [remember, setRemember] = useState(false);
  const [touched, setTouched] = useState(false);
  const connect = useConnect();

  const urlError = touched ? validateBaseUrl(baseUrl) : null;
  // The in-browser sandbox never sends the key over a network, whatever the page's scheme.
  const urlWarning = isBrowserSandbox(baseUrl) ? null : baseUrlWarning(baseUrl);

  function submit(url: string, key: string) {
    setTouched(true);
    if (validateBaseUrl(url) || !key.trim()) return;
    connect.mutate(
      { baseUrl: url.trim(), apiKey: key.trim(), remember },
      { onSuccess: () => navigate(next, { replace: true }) },
    );
  }

  // A failed connect was about what was typed then: editing a field clears it.
  function edited(setValue: (value: string) => void, value: string) {
    setValue(value);
    if (connect.isError) connect.reset();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(baseUrl, apiKey);
  }

  function connectToSandbox(key: string) {
    const url = sandboxBaseUrl();
    setBaseUrl(url);
    setApiKey(key);
    submit(url, key);
  }

  if (credentials && !connect.isPending) return <Navigate to={next} replace />;
  if (checkingOtherTabs) return <CheckingOtherTabs />;

  return (
    <Container size={480} py="xl" component="main" id="main">
      <Stack gap="lg">
        <div>
          <Title order={1}>Formdeck</Title>
          <Text c="dimmed">
            Connect with an API key of the Form Collection Service to browse your forms.
          </Text>
        </div>
        {notice && (
          <Alert color="yellow" icon={<IconInfoCircle />} role="status">
            {notice}
          </Alert>
        )}
        {offer && <OtherApiOffer baseUrl={offer.baseUrl} remembered={offer.remembered} />}
        {/* The other tab's offer is answered first. */}
        {!offer && (
          <Stack gap="lg">
            <form onSubmit={onSubmit} noValidate aria-label="Connect to the API">
              <Stack>
                <TextInput
                  label="API base URL"
                  description="The root of version 1 of your deployment's API"
                  placeholder="https://forms.example.com/v1"
                  value={baseUrl}
                  onChange={(event) => edited(setBaseUrl, event.currentTarget.value)}
                  error={urlError}
                  required
                  autoComplete="url"
                  spellCheck={false}
                />
                {urlWarning && (
                  <Alert color="orange" icon={<IconAlertTriangle />} title="Not encrypted">
                    {urlWarning}
                  </Alert>
                )}
                <PasswordInput
                  label="API key"
                  value={apiKey}
                  onChange={(event) => edited(setApiKey, event.currentTarget.value)}
                  error={touched && !apiKey.trim() ? 'Enter your API key' : null}
                  required
                  autoComplete="off"
                  spellCheck={false}
                />
                <Checkbox
                  label="Stay signed in when this tab reloads"
                  description="Keeps the key in this tab's session storage until the tab is closed. Otherwise it lives in memory only, and a reload signs you out."
                  checked={remember}
                  onChange={(event) => setRemember(event.currentTarget.checked)}
                />
                {connect.isError && (
                  <Alert
                    color="red"
                    icon={<IconAlertCircle />}
                    role="alert"
                    title="Could not connect"
                  >
                    {connectErrorMessage(connect.error)}
                  </Alert>
                )}
                <Button type="submit" loading={connect.isPending}>
                  Connect
                </Button>
              </Stack>
            </form>
            <SandboxKeysPanel onUse={connectToSandbox} disabled={connect.isPending} />
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          Your key is sent only to the API, as a bearer token. It is never put in a URL or stored
          for longer than you choose.
        </Text>
      </Stack>
    </Container>
  );
}
