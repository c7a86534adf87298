import { existsSync } from 'node:fs';

/**
 * Test files that use no DOM: they run in Node's own environment, without a jsdom window and the
 * DOM setup (test/setup.ts) to build for each file, which costs more than most of these files'
 * tests (docs/performance.md). Every other test file runs in jsdom.
 *
 * A file listed here that starts to need the DOM fails with "window is not defined": take it off
 * the list. Files whose text follows the browser's language stay in jsdom, which always says
 * en-US, where Node would follow the machine's LANG (describe-filter, summary's format, choices,
 * scale).
 */
export const NODE_TEST_FILES = [
  'src/api/activity-log.test.ts',
  'src/api/client-pacing.test.ts',
  'src/api/client.test.ts',
  'src/api/describe-error.test.ts',
  'src/api/request-pacer.test.ts',
  'src/api/schemas.test.ts',
  'src/api/tab-session.test.ts',
  'src/api/wait-policy.test.ts',
  'src/api/walk-pages.test.ts',
  'src/components/answers/answer-guards.test.ts',
  'src/components/answers/answer-text.test.ts',
  'src/components/answers/intl-format.test.ts',
  'src/components/answers/number-format.test.ts',
  'src/components/answers/safe-url.test.ts',
  'src/components/keyboard-shortcuts.test.ts',
  'src/config/csp-images.test.ts',
  'src/config/deploy-headers.test.ts',
  'src/contract/answer-shapes.test.ts',
  'src/features/activity/activity-rows.test.ts',
  'src/features/people/erasure/erasure-receipt.test.ts',
  'src/features/people/search/find-person.test.ts',
  'src/features/people/search/person-query.test.ts',
  'src/features/submissions/columns/column-prefs.test.ts',
  'src/features/submissions/columns/column-widths.test.ts',
  'src/features/submissions/export/files/export.test.ts',
  'src/features/submissions/export/files/xlsx-export.test.ts',
  'src/features/submissions/submission/respondent-label.test.ts',
  'src/components/filters/filter-draft.test.ts',
  'src/components/filters/latest-day.test.ts',
  'src/features/summary/compare/second-group/compare-periods.test.ts',
  'src/features/summary/stats/chi-square.test.ts',
  'src/features/summary/stats/click-filters.test.ts',
  'src/features/summary/stats/compare.test.ts',
  'src/features/summary/stats/cross-tab.test.ts',
  'src/features/summary/stats/dates.test.ts',
  'src/features/summary/stats/files-payments.test.ts',
  'src/features/summary/stats/numbers.test.ts',
  'src/features/summary/stats/summarize.test.ts',
  'src/features/summary/stats/text.test.ts',
  'src/features/summary/stats/two-proportion-test.test.ts',
  'src/features/summary/stats/welch-t-test.test.ts',
  'src/features/webhooks/signing/receiver-snippets.test.ts',
  'src/features/webhooks/attention/webhook-checks.test.ts',
  'src/features/webhooks/table/webhook-rows.test.ts',
  'src/features/webhooks/signing/webhook-signature.test.ts',
  'src/lib/api-base-url.test.ts',
  'src/lib/concurrency-limit.test.ts',
  'src/lib/display-text.test.ts',
  'src/lib/file-name.test.ts',
  'src/lib/id-route.test.ts',
  'src/lib/in-order-buffer.test.ts',
  'src/lib/reveal-invisible.test.ts',
  'src/lib/safe-next-path.test.ts',
  'src/lib/split-marks.test.ts',
  'src/lib/url-secrets.test.ts',
  'src/response-set/disk-copy-naming.test.ts',
  'src/response-set/filters.test.ts',
  'src/response-set/response-set-disk.test.ts',
  'src/response-set/response-set-store.test.ts',
  'src/response-set/saved-views.test.ts',
  'src/response-set/search.test.ts',
  'src/response-set/sort-types.test.ts',
  'src/response-set/sort.test.ts',
  'src/response-set/view-url.test.ts',
  'src/response-set/view.test.ts',
  'src/sandbox/contract-conformance.test.ts',
  'src/sandbox/faults-list.test.ts',
  'src/sandbox/faults.test.ts',
  'src/sandbox/handler-errors.test.ts',
  'src/sandbox/handler-forms.test.ts',
  'src/sandbox/handler-submissions.test.ts',
  'src/sandbox/handler-webhooks.test.ts',
  'src/sandbox/http-server.test.ts',
  'src/sandbox/msw-handlers.test.ts',
  'src/sandbox/new-submissions.test.ts',
  'src/sandbox/random.test.ts',
  'src/sandbox/rate-limit.test.ts',
  'src/sandbox/scenario-huge.test.ts',
  'src/sandbox/scenarios.test.ts',
  'src/sandbox/store.test.ts',
];

// A file moved or renamed would silently leave Node for jsdom: say so at once instead.
const root = new URL('..', import.meta.url);
const gone = NODE_TEST_FILES.filter((file) => !existsSync(new URL(file, root)));
if (gone.length > 0) {
  throw new Error(`test/node-test-files.ts lists files that do not exist: ${gone.join(', ')}`);
}
