import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { apiRequests, sandbox, setupSandboxServer } from '@test/sandbox-server';

setupSandboxServer();

const ID = SEED_FORM_IDS.customerFeedback;

/** Renames the seed form, opens its delete dialog, and returns the input and confirm button. */
async function openDialogFor(name: string) {
  sandbox.store.getForm(ID)!.form.name = name;
  const app = renderApp('/forms');
  const link = await waitFor(() => {
    const found = document.querySelector(`a[href$="/forms/${ID}/submissions"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  const row = link.closest('tr')!;
  await app.user.click(
    await within(row as HTMLElement).findByRole('button', { name: /^Actions for/ }),
  );
  await app.user.click(await screen.findByRole('menuitem', { name: 'Delete form…' }));
  const dialog = await screen.findByRole('dialog');
  return {
    ...app,
    dialog,
    input: within(dialog).getByRole('textbox'),
    confirm: within(dialog).getByRole('button', { name: 'Delete form' }),
  };
}

// A pasted value arrives in one change, as it does in the browser.
const paste = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('forms page: the name to type, whatever it holds', () => {
  it('a name with a line break is typed with a space', async () => {
    const { user, input, confirm } = await openDialogFor('Spring\nsurvey');
    await user.type(input, 'Spring survey');
    expect(confirm).toBeEnabled();
  });

  it('zero-width and direction characters need not be typed, and are shown', async () => {
    const { user, dialog, input, confirm } = await openDialogFor('Pay\u200Broll\u202E 2026');
    expect(dialog).toHaveTextContent('Pay⟨U+200B⟩roll⟨U+202E⟩ 2026');
    await user.type(input, 'Payroll 2026');
    expect(confirm).toBeEnabled();
  });

  it('a decomposed accent matches the composed one a keyboard types', async () => {
    const { user, input, confirm } = await openDialogFor('Cafe\u0301 orders');
    await user.type(input, 'Café orders');
    expect(confirm).toBeEnabled();
    await user.clear(input);
    await user.type(input, 'Cafe orders');
    expect(confirm).toBeDisabled();
  });

  it('a name of only invisible characters asks for the id instead', async () => {
    const { dialog, input, confirm } = await openDialogFor('\u200B\u200B');
    expect(within(dialog).getByText(ID)).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    paste(input, ID);
    expect(confirm).toBeEnabled();
  });

  it('a 200,000-character name fits the dialog, is whole on focus, and can be pasted', async () => {
    const name = `Survey ${'x'.repeat(200_000)}`;
    const { user, dialog, input, confirm } = await openDialogFor(name);
    // The dialog says the name in short, so its buttons stay on screen.
    expect(dialog.textContent!.length).toBeLessThan(1000);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy();
    const shown = within(dialog).getAllByText(/^Survey x+…$/);
    expect(shown.length).toBeGreaterThan(0);

    shown[0]!.focus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(name);

    paste(input, name.slice(0, -1));
    expect(confirm).toBeDisabled();
    paste(input, name);
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(apiRequests('DELETE', `/forms/${ID}`)).toHaveLength(1));
  });
});
