import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { apiRequests, sandbox, setupSandboxServer, TEST_BASE_URL } from '@test/sandbox-server';
import { authorizedDelete } from './authorized-request';
import { credentialsStore } from './credentials-store';
import { BulkDeleteError } from './bulk-delete-error';
import { deleteEach } from './delete-each';

setupSandboxServer();
beforeEach(() =>
  credentialsStore.signIn({ baseUrl: TEST_BASE_URL, apiKey: SANDBOX_KEYS.full }, false),
);

const formId = SEED_FORM_IDS.showcase;
const deleteOne = (id: string) => authorizedDelete(`/forms/${formId}/submissions/${id}`);
const sent = () =>
  apiRequests('DELETE', /\/submissions\//).map((request) => request.url.pathname.split('/').at(-1));
const stored = (id: string) => sandbox.store.getSubmission(formId, id);

function firstIds(count: number): string[] {
  return sandbox.store
    .listSubmissions(formId, 'completed')
    .slice(0, count)
    .map((submission) => submission.id);
}

describe('deleteEach', () => {
  it('sends one DELETE per id in order and tells which ids went, as they go', async () => {
    const ids = firstIds(4);
    const onDeleted = vi.fn();
    const onProgress = vi.fn();
    await expect(deleteEach(deleteOne, { ids, onDeleted, onProgress })).resolves.toEqual(ids);
    expect(sent()).toEqual(ids);
    expect(onDeleted.mock.calls).toEqual(ids.map((id) => [[id]]));
    expect(onProgress.mock.calls).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
    expect(ids.filter(stored)).toEqual([]);
  });

  it('stops at a failure, says what went and what is left; the rest, sent again, completes', async () => {
    const [a, b, c] = firstIds(3) as [string, string, string];
    sandbox.faults.configure({
      rules: [{ method: 'DELETE', path: `/submissions/${b}`, status: 503, times: 1 }],
    });
    const onDeleted = vi.fn();
    const stop = await deleteEach(deleteOne, { ids: [a, b, c], onDeleted }).catch(
      (error: unknown) => error,
    );
    expect(stop).toBeInstanceOf(BulkDeleteError);
    expect(stop).toMatchObject({ deleted: [a], failedId: b, remaining: [b, c] });
    expect(onDeleted.mock.calls).toEqual([[[a]]]);
    expect(sent()).toEqual([a, b]);
    expect([stored(b), stored(c)]).not.toContain(undefined);

    await deleteEach(deleteOne, { ids: (stop as BulkDeleteError).remaining, onDeleted });
    expect(sent()).toEqual([a, b, b, c]);
    expect(onDeleted.mock.calls).toEqual([[[a]], [[b]], [[c]]]);
    expect([a, b, c].filter(stored)).toEqual([]);
  });

  it('counts a 404 (already gone) and a 204 (no body) as deleted', async () => {
    const [a, b, c] = firstIds(3) as [string, string, string];
    sandbox.store.deleteSubmission(formId, a);
    sandbox.faults.configure({
      rules: [{ method: 'DELETE', path: `/submissions/${b}`, status: 204, times: 1 }],
    });
    const onDeleted = vi.fn();
    await expect(deleteEach(deleteOne, { ids: [a, b, c], onDeleted })).resolves.toEqual([a, b, c]);
    expect(sent()).toEqual([a, b, c]);
    expect(onDeleted).toHaveBeenCalledTimes(3);
  });
});
