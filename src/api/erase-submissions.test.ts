import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BulkDeleteError } from './bulk-delete-error';
import { credentialsStore } from './credentials-store';
import {
  type ErasureOutcome,
  eraseSubmissions,
  refKey,
  type SubmissionRef,
} from './erase-submissions';

const BASE = 'https://api.test/v1';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => credentialsStore.signIn({ baseUrl: BASE, apiKey: 'key-1' }, false));
afterEach(() => {
  server.resetHandlers();
  credentialsStore.signOut();
});
afterAll(() => server.close());

const refs: SubmissionRef[] = [
  { formId: 'f1', formName: 'Form', submissionId: 's1' },
  { formId: 'f1', formName: 'Form', submissionId: 's2' },
];

/** A server that really deletes: each id answers 204 once, then 404. */
function serverThatDeletes(dropAnswerOf: string) {
  const onServer = new Set(['s1', 's2']);
  const sent: string[] = [];
  let dropped = false;
  server.use(
    http.delete(`${BASE}/forms/f1/submissions/:id`, ({ params }) => {
      const id = String(params.id);
      sent.push(id);
      if (!onServer.delete(id)) {
        return HttpResponse.json({ error: 'Submission not found' }, { status: 404 });
      }
      // Deleted on the server, but the answer never reaches the browser.
      if (id === dropAnswerOf && !dropped) {
        dropped = true;
        return HttpResponse.error();
      }
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${BASE}/users/me`, () => HttpResponse.json({ email: 'owner@example.com' })),
  );
  return { sent, onServer };
}

describe('eraseSubmissions', () => {
  it('counts a 404 on the retry of a DELETE whose answer was lost as erased by this run', async () => {
    const { sent, onServer } = serverThatDeletes('s1');
    const queryClient = new QueryClient();
    const outcomes = new Map<string, ErasureOutcome>();

    const first = await eraseSubmissions(queryClient, { refs, outcomes }).catch(
      (error: unknown) => error,
    );
    expect(first).toBeInstanceOf(BulkDeleteError);
    expect(outcomes.get(refKey(refs[0]!))?.outcome).toBe('failed');

    // "Retry the rest": the same outcomes, the ids not gone.
    const rest = refs.filter((ref) => (first as BulkDeleteError).remaining.includes(refKey(ref)));
    await eraseSubmissions(queryClient, { refs: rest, outcomes });

    expect(onServer.size).toBe(0);
    expect(sent.filter((id) => id === 's1')).toHaveLength(2);
    expect(outcomes.get(refKey(refs[0]!))).toEqual({ outcome: 'deleted' });
    expect(outcomes.get(refKey(refs[1]!))).toEqual({ outcome: 'deleted' });
  });

  it('still counts a 404 for a submission this run never sent as already gone', async () => {
    const { onServer } = serverThatDeletes('none');
    onServer.delete('s2');
    const outcomes = new Map<string, ErasureOutcome>();

    await eraseSubmissions(new QueryClient(), { refs, outcomes });

    expect(outcomes.get(refKey(refs[0]!))).toEqual({ outcome: 'deleted' });
    expect(outcomes.get(refKey(refs[1]!))).toEqual({ outcome: 'already-gone' });
  });

  it("writes each DELETE's outcome to the Activity log as it arrives, not at the run's end", async () => {
    let answerSecond: () => void = () => {};
    const secondAnswered = new Promise<void>((resolve) => (answerSecond = resolve));
    server.use(
      http.delete(`${BASE}/forms/f1/submissions/:id`, async ({ params }) => {
        if (params.id === 's2') await secondAnswered;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${BASE}/users/me`, () => HttpResponse.json({ email: 'owner@example.com' })),
    );
    const { clearEntries, readEntries } = await import('./activity-log-disk');
    await clearEntries();
    const outcomes = new Map<string, ErasureOutcome>();

    const run = eraseSubmissions(new QueryClient(), { refs, outcomes });
    // The run is still waiting for its second answer: the first is in the log already.
    await vi.waitFor(async () =>
      expect(await readEntries()).toMatchObject([
        {
          kind: 'erasure',
          items: [
            { id: 's1', form: 'f1', outcome: 'deleted' },
            { id: 's2', form: 'f1', outcome: 'not-sent' },
          ],
        },
      ]),
    );
    answerSecond();
    await run;
    expect(await readEntries()).toMatchObject([
      {
        items: [
          { id: 's1', outcome: 'deleted' },
          { id: 's2', outcome: 'deleted' },
        ],
      },
    ]);
  });
});
