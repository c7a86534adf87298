import { screen, waitFor } from '@testing-library/react';
import type { FormRecord } from '@/sandbox/data';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { requests, sandbox, setupSandboxServer } from '@test/sandbox-server';

setupSandboxServer();

/** A copy of a seed form under `formId`, its two newest submissions renamed too. */
function addFormWithIds(formId: string, submissionIds: string[]) {
  const seed = sandbox.store.getForm(SEED_FORM_IDS.customerFeedback)!;
  const record: FormRecord = structuredClone(seed);
  record.form = { ...record.form, id: formId, name: `Form ${formId}` };
  submissionIds.forEach((id, index) => {
    record.submissions[index] = { ...record.submissions[index]!, id };
  });
  sandbox.store.addForm(record);
}

const apiPaths = () => requests.map((request) => request.url.pathname);

describe('odd ids round-trip through links and routes', () => {
  it.each(['a b', 'ü', '%2F', 'a/b', 'a%2Fb', '~x'])(
    'form %j: from the forms list to its submissions and one submission',
    async (id) => {
      addFormWithIds(id, [id]);
      const { user, router } = renderApp('/forms');
      await user.click(await screen.findByRole('link', { name: `Form ${id}` }));
      await screen.findByRole('heading', { name: `Form ${id}`, level: 1 });
      const encoded = encodeURIComponent(id);
      await waitFor(() => expect(apiPaths()).toContain(`/sandbox/v1/forms/${encoded}/submissions`));

      const open = await screen.findAllByRole('link', { name: /^Open submission of/ });
      await user.click(open[0]!);
      await screen.findByRole('heading', { name: /^Submission of/ });
      expect(screen.getByText(id, { selector: 'code' })).toBeInTheDocument();
      expect(router.state.location.pathname).toMatch(/^\/forms\/[^/]+\/submissions\/[^/]+$/);
      expect(apiPaths().every((path) => !path.includes('//') && !/\/\.\.?(\/|$)/.test(path))).toBe(
        true,
      );
    },
  );

  it('a submission with the id ".." opens from the table, with no request to another address', async () => {
    addFormWithIds('frm_dots', ['..', '.']);
    const { user, router } = renderApp('/forms/frm_dots/submissions');
    const open = await screen.findAllByRole('link', { name: /^Open submission of/ });
    await user.click(open[0]!);
    await screen.findByRole('heading', { name: /^Submission of/ });
    expect(router.state.location.pathname).toBe('/forms/frm_dots/submissions/~..');
    expect(screen.getByText('..', { selector: 'code' })).toBeInTheDocument();
    // No spelling of ".." reaches a server as that id, so the API is never asked for it.
    expect(apiPaths().filter((path) => /submissions\/.|\/\.\.?$/.test(path))).toEqual([]);
  });
});
