import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Dexie from 'dexie';
import { http, HttpResponse } from 'msw';
import { fingerprint } from '@/response-set/disk-copy';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox, server, setupSandboxServer, TEST_BASE_URL } from '@test/sandbox-server';

setupSandboxServer();

const formId = SEED_FORM_IDS.customerFeedback;
const nf = new Intl.NumberFormat();
const all = (form = formId) => sandbox.store.listSubmissions(form, 'all');

/** Everything this browser holds in Formdeck's response database, as text. */
async function onDisk(): Promise<string> {
  if (!(await Dexie.exists('formdeck-responses'))) return '';
  const db = await new Dexie('formdeck-responses').open();
  const tables = await Promise.all(db.tables.map((table) => table.toArray()));
  db.close();
  return JSON.stringify(tables);
}

async function turnOn() {
  const app = renderApp('/account');
  const toggle = await screen.findByRole('switch', { name: /Keep loaded responses/ });
  expect(toggle).not.toBeChecked();
  await app.user.click(toggle);
  expect(toggle).toBeChecked();
  app.unmount();
}

/** Opens the form's submissions and waits for its response set to finish loading. */
async function loadForm() {
  const app = renderApp(`/forms/${formId}/submissions`);
  await screen.findByText(`All ${nf.format(all().length)} responses loaded`);
  return app;
}

const newest = (form = formId) => all(form)[0]!.id;

describe('the account page', () => {
  it('shows the email, the creation date, the base URL and whether the key is remembered', async () => {
    renderApp('/account');
    const user = sandbox.store.user();
    const row = (label: string) => screen.getByText(label, { selector: 'th' }).closest('tr');
    // The account menu in the header shows the email too: wait for the page's own row.
    await waitFor(() => expect(row('Email')).toHaveTextContent(user.email));
    const created = new Date(user.created_at).getFullYear();
    expect(row('Created')).toHaveTextContent(String(created));
    expect(row('API base URL')).toHaveTextContent(TEST_BASE_URL);
    expect(row('Key remembered in this tab')).toHaveTextContent(
      /No: in memory only; a reload asks for it again unless another Formdeck tab is signed in/,
    );
    // Sign out stays one click away, in the account menu of every page.
    expect(screen.getByRole('button', { name: /Account menu for/ })).toBeInTheDocument();
  });
});

describe('responses on this device', () => {
  it('is off by default: loading a form writes nothing to disk', async () => {
    const { user } = await loadForm();
    // In the same tab, turn the switch on and load another form. The first form's write, had one
    // started, would be on its way first (same key, same database): once the second form is on
    // disk, the first would be too.
    await user.click(screen.getByRole('button', { name: /^Account menu for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account details' }));
    await user.click(await screen.findByRole('switch', { name: /Keep loaded responses/ }));
    const other = SEED_FORM_IDS.productRoadmap;
    await user.click(screen.getByRole('link', { name: 'Forms' }));
    await user.click(await screen.findByRole('link', { name: 'Product roadmap survey' }));
    await screen.findByText(`All ${nf.format(all(other).length)} responses loaded`);
    await waitFor(async () => expect(await onDisk()).toContain(newest(other)));
    expect(await onDisk()).not.toContain(newest());
  });

  it('keeps a loaded set under the key’s fingerprint, says what is stored, and forgets it', async () => {
    await turnOn();
    const page = await loadForm();
    await waitFor(async () => expect(await onDisk()).toContain(newest()));
    const disk = await onDisk();
    expect(disk).toContain(await fingerprint(SANDBOX_KEYS.full));
    expect(disk).not.toContain(SANDBOX_KEYS.full);
    page.unmount();

    const { user } = renderApp('/account');
    const count = `${nf.format(all().length)} responses of 1 form`;
    expect(await screen.findByText(new RegExp(`Stored on this device: ${count}`))).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Forget responses stored on this device' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(count);
    await user.click(within(dialog).getByRole('button', { name: 'Forget responses' }));
    expect(await screen.findByText('No responses are stored on this device.')).toBeVisible();
    expect(await onDisk()).not.toContain(newest());
    expect(screen.getByRole('switch', { name: /Keep loaded responses/ })).toBeChecked();
  });

  it('turning the switch off asks, then forgets what is stored', async () => {
    await turnOn();
    (await loadForm()).unmount();
    await waitFor(async () => expect(await onDisk()).toContain(newest()));
    const { user } = renderApp('/account');
    const toggle = await screen.findByRole('switch', { name: /Keep loaded responses/ });
    await screen.findByText(/Stored on this device/);
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Forget and turn off' }));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await onDisk()).not.toContain(newest());
  });

  it('turning the switch off before the count is read asks too, saying it is not counted', async () => {
    await turnOn();
    (await loadForm()).unmount();
    await waitFor(async () => expect(await onDisk()).toContain(newest()));
    // The browser has not yet said how much storage Formdeck uses: the count is still being read.
    let answer = () => {};
    const estimate = () =>
      new Promise<StorageEstimate>((resolve) => (answer = () => resolve({ usage: 0 })));
    Object.defineProperty(navigator, 'storage', { value: { estimate }, configurable: true });
    try {
      const { user } = renderApp('/account');
      const toggle = await screen.findByRole('switch', { name: /Keep loaded responses/ });
      expect(screen.getByText('Reading what is stored on this device…')).toBeVisible();
      await user.click(toggle);
      let dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Responses stored on this device (not counted yet)');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(toggle).toBeChecked();
      expect(await onDisk()).toContain(newest());

      await user.click(toggle);
      dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Forget and turn off' }));
      await waitFor(() => expect(toggle).not.toBeChecked());
      await waitFor(async () => expect(await onDisk()).not.toContain(newest()));
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
      answer();
    }
  });

  it('sign out wipes what is stored', async () => {
    await turnOn();
    const { user } = await loadForm();
    await waitFor(async () => expect(await onDisk()).toContain(newest()));
    await user.click(screen.getByRole('button', { name: /Account menu for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText(/You are signed out/)).toBeInTheDocument();
    await waitFor(async () => expect(await onDisk()).not.toContain(newest()));
  });

  it('a 401 wipes what is stored', async () => {
    await turnOn();
    (await loadForm()).unmount();
    await waitFor(async () => expect(await onDisk()).toContain(newest()));
    server.use(
      http.get(`${TEST_BASE_URL}/forms`, () =>
        HttpResponse.json({ error: 'Unauthorized' }, { status: 401 }),
      ),
    );
    renderApp('/forms');
    expect(await screen.findByText(/no longer accepts this key/)).toBeInTheDocument();
    await waitFor(async () => expect(await onDisk()).not.toContain(newest()));
  });

  it('deleting the form in Formdeck forgets its stored responses', async () => {
    await turnOn();
    (await loadForm()).unmount();
    const id = newest();
    await waitFor(async () => expect(await onDisk()).toContain(id));
    const { user } = renderApp('/forms');
    const link = await waitFor(() => {
      const found = document.querySelector(`a[href$="/forms/${formId}/submissions"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    const row = link.closest('tr')!;
    await user.click(await within(row).findByRole('button', { name: /^Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete form…' }));
    const dialog = await screen.findByRole('dialog');
    const name = sandbox.store.getForm(formId)!.form.name;
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: name } });
    await user.click(within(dialog).getByRole('button', { name: 'Delete form' }));
    await waitFor(() => expect(sandbox.store.getForm(formId)).toBeUndefined());
    await waitFor(async () => expect(await onDisk()).not.toContain(id));
  });
});
