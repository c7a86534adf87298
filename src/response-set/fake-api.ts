import { ApiError } from '@/api/api-error';
import type { Question, Submission } from '@/api/schemas';
import type { ResponsePage } from './fetch-page';
import type { FetchResponsePage } from './response-set-store';

// A list API in memory for the loader's tests: pages of the newest-first list, a count of the
// requests that reached it, and failures to answer with, one request at a time.

export const TEST_QUESTIONS: Question[] = [
  { id: 'q1', name: 'Name', type: 'SHORT_ANSWER', is_deleted: false },
];

export function makeRows(count: number, from = 0): Submission[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + count - index;
    return {
      id: `s${String(n).padStart(6, '0')}`,
      created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
      is_partial: n % 4 === 0,
      responses: { q1: `Person ${n}` },
    };
  });
}

type Fault = ApiError | ((page: number) => ApiError | undefined);

export function fakeApi(rows: Submission[], pageSize = 50) {
  const api = {
    rows,
    requests: [] as Array<{ scope: string; page: number }>,
    faults: [] as Fault[],
    /** Added to every answer's `total`: a deployment that miscounts. */
    totalOffset: 0,
    forbidPartial: false,
    latencyMs: 0,
    fetchPage: (async (_formId: string, scope: string, page: number) => {
      api.requests.push({ scope, page });
      await new Promise((resolve) => setTimeout(resolve, api.latencyMs));
      const fault = api.faults[0];
      const error = typeof fault === 'function' ? fault(page) : fault;
      if (error) {
        api.faults.shift();
        throw error;
      }
      if (scope !== 'completed' && api.forbidPartial) {
        throw new ApiError('http', 403, 'Forbidden to view partial submissions');
      }
      const list = scope === 'all' ? api.rows : api.rows.filter((row) => !row.is_partial);
      const items = list.slice((page - 1) * pageSize, page * pageSize);
      const result: ResponsePage = {
        items,
        hasNext: page * pageSize < list.length,
        total: list.length + api.totalOffset,
        questions: TEST_QUESTIONS,
      };
      return result;
    }) as FetchResponsePage,
  };
  return api;
}
