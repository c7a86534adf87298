import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox, server, TEST_BASE_URL, setupSandboxServer } from '@test/sandbox-server';

setupSandboxServer();

/** A webhook's name in its row (the cell also holds its findings). */
const NAME_CELL = '[data-webhook-name]';

/** The list answers with one webhook per URL, named Hook 0, Hook 1… */
function listWithUrls(urls: string[]) {
  const [first] = sandbox.store.listWebhooks(SEED_FORM_IDS.newsletter);
  const webhooks = urls.map((url, index) => ({
    ...first!,
    id: `wh_${index}`,
    name: `Hook ${index}`,
    url,
    // Signed, whatever the seed's first webhook is: the URL and the secret are revealed apart.
    signing_secret: `whsec_hook_${index}_0123456789abcdef0123456789`,
  }));
  server.use(
    http.get(`${TEST_BASE_URL}/webhooks`, () =>
      HttpResponse.json({ webhooks, page: 1, limit: 50, total: urls.length, has_next: false }),
    ),
  );
}

async function rowOf(name: string) {
  return (await screen.findByText(name, { selector: NAME_CELL })).closest('tr') as HTMLElement;
}
const markup = () => document.body.innerHTML;
/** The row's link that leaves the app: its target URL. */
const targetLink = (row: HTMLElement) =>
  within(row)
    .getAllByRole('link')
    .find((link) => /^https?:/.test(link.getAttribute('href') ?? ''))!;

// The whole page with every webhook's row: slow on a busy 2-core machine.
describe('webhooks page: target URLs', { timeout: 30_000 }, () => {
  it('the text is the host the link goes to, not a look-alike; the whole URL is on hover', async () => {
    listWithUrls(['https://exаmple.com/\u202Egpj.exe', 'HTTPS://Hooks.Example:443/a b']);
    renderApp('/webhooks');
    for (const name of ['Hook 0', 'Hook 1']) {
      const link = targetLink(await rowOf(name));
      expect(link).toHaveAttribute('title', link.getAttribute('href')!);
      expect(link.textContent).toMatch(new RegExp(`^${new URL(link.getAttribute('href')!).host}`));
    }
    expect(targetLink(await rowOf('Hook 0'))).toHaveTextContent(
      'xn--exmple-4nf.com/%E2%80%AEgpj.exe',
    );
    expect(targetLink(await rowOf('Hook 1'))).toHaveTextContent('hooks.example/a%20b');
  });

  it('a token in the query or a password in the address is masked until revealed', async () => {
    const url = 'https://hooks.example/in?token=tok_abc123&team=7';
    listWithUrls([url, 'https://bot:hunter2@hooks.example/in']);
    const { user } = renderApp('/webhooks');
    const row = await rowOf('Hook 0');
    expect(markup()).not.toContain('tok_abc123');
    expect(markup()).not.toContain('hunter2');
    expect(within(await rowOf('Hook 1')).getByTitle('https://bot:••••••••@hooks.example/in'));
    // Masked, it is no link: an href would hold the secret.
    expect(within(row).getByTitle('https://hooks.example/in?token=••••••••&team=7'));
    expect(targetLink(row)).toBeUndefined();

    const toggle = within(row).getByRole('button', { name: 'Reveal target URL of Hook 0' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(targetLink(row)).toHaveAttribute('title', url);
    expect(targetLink(row)).toHaveAttribute('href', url);
    // The signing secret stays hidden: each is revealed on its own.
    expect(
      within(row).getByRole('button', { name: 'Reveal signing secret of Hook 0' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(markup()).not.toContain('tok_abc123');
  });

  it('a token as user name, in ?jwt= ?code= ?hmac= ;token= or a Slack or Discord path is masked and flagged', async () => {
    const secrets = ['TOK3Nuser', 'jwtS3CR3T', 'codeS3CR3T', 'hmacS3CR3T', 'semiS3CR3T'];
    const paths = ['SlackS3CR3T', 'DiscordS3CR3T'];
    listWithUrls([
      `https://${secrets[0]}@hooks.example/x`,
      `https://hooks.example/in?jwt=${secrets[1]}`,
      `https://hooks.example/in?code=${secrets[2]}`,
      `https://hooks.example/in?hmac=${secrets[3]}`,
      `https://hooks.example/in?team=7;token=${secrets[4]}`,
      `https://hooks.slack.com/services/T0123/B4567/${paths[0]}`,
      `https://discord.com/api/webhooks/112233/${paths[1]}`,
    ]);
    const { user } = renderApp('/webhooks');
    await rowOf('Hook 6');
    // Nowhere in the page: not in a link's href, a title or the text.
    for (const secret of [...secrets, ...paths]) expect(markup()).not.toContain(secret);
    for (let index = 0; index < 7; index++) {
      const row = await rowOf(`Hook ${index}`);
      expect(row.querySelector('[data-finding="credential"]')).toHaveTextContent(
        'The URL carries a credential',
      );
      expect(targetLink(row)).toBeUndefined();
    }
    expect(within(await rowOf('Hook 0')).getByTitle('https://••••••••@hooks.example/x'));
    const slack = await rowOf('Hook 5');
    expect(
      within(slack).getByTitle('https://hooks.slack.com/services/T0123/B4567/••••••••'),
    ).toHaveTextContent('hooks.slack.com/services/…/••••••••');

    await user.click(within(slack).getByRole('button', { name: 'Reveal target URL of Hook 5' }));
    expect(targetLink(slack)).toHaveAttribute(
      'href',
      `https://hooks.slack.com/services/T0123/B4567/${paths[0]}`,
    );
  });

  it('copy puts the whole URL on the clipboard without revealing it', async () => {
    const url = 'https://hooks.example/in?sig=s3cr3t';
    listWithUrls([url]);
    const { user } = renderApp('/webhooks');
    const row = await rowOf('Hook 0');
    await user.click(within(row).getByRole('button', { name: 'Copy target URL of Hook 0' }));
    expect(await screen.findByText('Target URL copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(markup()).not.toContain('s3cr3t');
  });

  it('a URL with nothing secret has no reveal button', async () => {
    listWithUrls(['https://hooks.example/in?page=2']);
    renderApp('/webhooks');
    const row = await rowOf('Hook 0');
    expect(within(row).queryByRole('button', { name: /Reveal target URL/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Copy target URL of Hook 0' })).toBeVisible();
  });
});
