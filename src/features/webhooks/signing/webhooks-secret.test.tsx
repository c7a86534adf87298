import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@test/render-app';
import { sandbox, setupSandboxServer } from '@test/sandbox-server';

setupSandboxServer();

/** A webhook's name in its row (the cell also holds its findings). */
const NAME_CELL = '[data-webhook-name]';
afterEach(() => vi.restoreAllMocks());

const NAME = 'Sync feedback to CRM';
const secretOf = (name: string) =>
  sandbox.store.listWebhooks().find((webhook) => webhook.name === name)!.signing_secret;
// Reading the markup, never writing it: the secret must not be anywhere in it.
const markup = () => document.body.innerHTML;

async function openWebhooks() {
  const app = renderApp('/webhooks');
  await screen.findByText(NAME, { selector: NAME_CELL });
  return app;
}

// The whole page with every webhook's row: slow on a busy 2-core machine.
describe('webhooks page: signing secrets', { timeout: 30_000 }, () => {
  it('no secret is in the page until revealed; the toggle shows and hides one row', async () => {
    const { user } = await openWebhooks();
    const all = sandbox.store
      .listWebhooks()
      .map((webhook) => webhook.signing_secret)
      .filter(Boolean);
    expect(all.some((secret) => markup().includes(secret))).toBe(false);
    expect(markup()).not.toMatch(/whsec_/);

    const toggle = screen.getByLabelText(`Reveal signing secret of ${NAME}`);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const row = screen.getByText(NAME, { selector: NAME_CELL }).closest('tr')!;
    expect(within(row).getByText(secretOf(NAME))).toBeInTheDocument();
    expect(all.filter((secret) => markup().includes(secret))).toEqual([secretOf(NAME)]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(markup()).not.toContain(secretOf(NAME));
  });

  it('copy puts the secret on the clipboard without revealing it, and says so', async () => {
    const { user } = await openWebhooks();
    await user.click(screen.getByRole('button', { name: `Copy signing secret of ${NAME}` }));
    expect(await screen.findByText('Signing secret copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(secretOf(NAME));
    expect(markup()).not.toContain(secretOf(NAME));
    expect(
      screen.getByRole('button', { name: `Reveal signing secret of ${NAME}` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('a refused clipboard is reported, not announced as copied', async () => {
    const { user } = await openWebhooks();
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: `Copy signing secret of ${NAME}` }));
    expect(await screen.findByText('Could not copy the signing secret')).toBeInTheDocument();
    expect(screen.queryByText('Signing secret copied')).not.toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(secretOf(NAME));
    expect(markup()).not.toContain(secretOf(NAME));
  });

  it('a webhook without a signing secret says "None", with nothing to reveal or copy', async () => {
    await openWebhooks();
    const unsigned = 'Post signups to Discord';
    expect(secretOf(unsigned)).toBe('');
    const row = screen.getByText(unsigned, { selector: NAME_CELL }).closest('tr')!;
    const cell = row.querySelector('td[data-label="Signing secret"]')!;
    expect(cell).toHaveTextContent(/^None$/);
    expect(screen.queryByLabelText(`Reveal signing secret of ${unsigned}`)).toBeNull();
  });

  it('leaving the page hides a revealed secret again', async () => {
    const { user, router } = await openWebhooks();
    await user.click(screen.getByRole('button', { name: `Reveal signing secret of ${NAME}` }));
    expect(markup()).toContain(secretOf(NAME));

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Forms' }));
    await screen.findByRole('heading', { name: 'Forms', level: 1 });
    expect(markup()).not.toContain(secretOf(NAME));

    await user.click(within(nav).getByRole('link', { name: 'Webhooks' }));
    await screen.findByText(NAME, { selector: NAME_CELL });
    expect(router.state.location.pathname).toBe('/webhooks');
    expect(markup()).not.toContain(secretOf(NAME));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: `Reveal signing secret of ${NAME}` }),
      ).toHaveAttribute('aria-pressed', 'false'),
    );
  });
});
