import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import {
  activityQueries,
  clearActivity,
  erasuresOf,
  personFingerprint,
  recordDeletes,
} from './activity-log';
import { userQueries } from './users';

const ME = {
  id: 'usr_1',
  email: 'owner@example.com',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function queryClientSignedIn() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userQueries.me().queryKey, ME);
  return queryClient;
}

const read = (queryClient: QueryClient) => queryClient.fetchQuery(activityQueries.log());

beforeEach(() => clearActivity());

describe('the activity log', () => {
  it('keeps one entry per run: each id with its outcome, names, form and account', async () => {
    const queryClient = queryClientSignedIn();
    const names: Record<string, string> = { w1: 'Slack', w2: 'CRM' };
    await recordDeletes(
      queryClient,
      { kind: 'webhook', nameOf: (_, id) => names[id] },
      ['w1', 'w2', 'w3', 'w4'],
      new Map([
        ['w1', { outcome: 'deleted' as const }],
        ['w2', { outcome: 'already-gone' as const }],
        ['w3', { outcome: 'failed' as const, message: 'Server error' }],
      ]),
    ).finish();
    const [entry, ...others] = await read(queryClient);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'webhook',
      account: 'owner@example.com',
      items: [
        { id: 'w1', name: 'Slack', outcome: 'deleted' },
        { id: 'w2', name: 'CRM', outcome: 'already-gone' },
        { id: 'w3', outcome: 'failed', message: 'Server error' },
        // Never sent, after the failure: the log says so rather than leaving it out.
        { id: 'w4', outcome: 'not-sent' },
      ],
    });
    expect(entry!.form).toBeUndefined();
    expect(Math.abs(entry!.at - Date.now())).toBeLessThan(60_000);
  });

  it('reads newest first, and is empty once cleared', async () => {
    const queryClient = queryClientSignedIn();
    const run = (formId: string) =>
      recordDeletes(
        queryClient,
        { kind: 'submission', form: () => ({ id: formId, name: `Form ${formId}` }) },
        ['s1'],
        new Map([['s1', { outcome: 'deleted' as const }]]),
      ).finish();
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000);
    await run('older');
    now.mockReturnValue(2_000);
    await run('newer');
    now.mockRestore();
    const entries = await read(queryClient);
    expect(entries.map((entry) => entry.form)).toEqual([
      { id: 'newer', name: 'Form newer' },
      { id: 'older', name: 'Form older' },
    ]);

    await clearActivity();
    await queryClient.invalidateQueries({ queryKey: activityQueries.all() });
    expect(await read(queryClient)).toEqual([]);
  });

  it('holds each outcome as it arrives, before the run ends (a tab closed mid-run)', async () => {
    const queryClient = queryClientSignedIn();
    const { readEntries } = await import('./activity-log-disk');
    const record = recordDeletes(queryClient, { kind: 'webhook' }, ['w1', 'w2', 'w3']);
    record.write('w1', { outcome: 'deleted' });
    record.write('w2', { outcome: 'failed', message: 'Server error' });
    record.write('w2', { outcome: 'deleted' });
    // No finish(): the run is cut off here.
    await vi.waitFor(async () =>
      expect(await readEntries()).toMatchObject([
        {
          items: [
            { id: 'w1', outcome: 'deleted' },
            { id: 'w2', outcome: 'deleted' },
            { id: 'w3', outcome: 'not-sent' },
          ],
        },
      ]),
    );
    // A retry that went through leaves no failure message behind.
    expect((await readEntries())[0]!.items[1]).toEqual({ id: 'w2', outcome: 'deleted' });
  });

  it('says the account is not known when /users/me cannot be read, and still logs', async () => {
    // No key in this test: the request for /users/me fails before it is sent.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await recordDeletes(queryClient, { kind: 'form' }, ['f1']).finish();
    expect(await read(queryClient)).toMatchObject([{ account: null, items: [{ id: 'f1' }] }]);
  });
});

describe("a person's erasures in the log", () => {
  const hex = (bytes: ArrayBuffer) =>
    [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

  it('are found by a keyed fingerprint of the identifier, never by the identifier', async () => {
    const queryClient = queryClientSignedIn();
    const person = await personFingerprint('ann@example.com');
    expect(person).toMatch(/^[0-9a-f]{64}$/);
    expect(await personFingerprint('ann@example.com')).toBe(person);
    expect(await personFingerprint('bob@example.com')).not.toBe(person);
    // Keyed by this browser's own secret: not a hash anyone could compute from a guess.
    const plain = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode('ann@example.com'),
    );
    expect(person).not.toBe(hex(plain));

    for (const formId of ['f1', 'f2']) {
      await recordDeletes(
        queryClient,
        { kind: 'submission', form: () => ({ id: formId, name: `Form ${formId}` }), person },
        ['s1', 's2', 's3'],
        new Map([
          ['s1', { outcome: 'deleted' as const }],
          ['s2', { outcome: 'already-gone' as const }],
          ['s3', { outcome: 'failed' as const, message: 'Server error' }],
        ]),
      ).finish();
    }
    // Erased: what went or was already gone, not what failed.
    expect(await erasuresOf('ann@example.com')).toMatchObject({ submissions: 4, forms: 2 });
    expect(await erasuresOf('bob@example.com')).toBeNull();
    expect(JSON.stringify(await read(queryClient))).not.toContain('ann@example.com');
  });
});
