import { matchPath, useLocation } from 'react-router-dom';

// The app's own routes carry API ids in path segments (`/forms/:formId/submissions/…`), and ids
// are the API's to choose. encodeURIComponent alone does not round-trip all of them: a segment
// `.` or `..` (also spelt `%2E%2E`, which the URL parser treats the same) is removed by the
// browser and by React Router's path resolution, and React Router turns a `%2F` left in a
// decoded param into `/`, so ids `a/b` and `a%2Fb` would become one. Hence a `~` in front of
// those two ids, and of any id that starts with `~` so the escape can always be undone; and
// the ids are read from the URL as written, not from React Router's decoded params.
const DOTS = /^\.{1,2}$/;

/** One path segment of an app route for an id; `idFromSegment` gives the id back. */
export function idSegment(id: string): string {
  return encodeURIComponent(DOTS.test(id) || id.startsWith('~') ? `~${id}` : id);
}

export function idFromSegment(segment: string): string {
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    // Typed by hand with a stray `%`: taken as written, the API will say it does not exist.
    id = segment;
  }
  return id.startsWith('~') ? id.slice(1) : id;
}

/** The link to a form's Summary. */
export const summaryPath = (formId: string) => `/forms/${idSegment(formId)}/summary`;

/** The webhooks page filtered to one form (a query parameter, not a path segment). */
export const formWebhooksPath = (formId: string) =>
  `/webhooks?form_id=${encodeURIComponent(formId)}`;

/** The link to a form's submissions, or to one of its submissions. */
export function submissionsPath(formId: string, submissionId?: string): string {
  const list = `/forms/${idSegment(formId)}/submissions`;
  return submissionId === undefined ? list : `${list}/${idSegment(submissionId)}`;
}

const PATTERNS = [
  '/forms/:formId/submissions/:submissionId',
  '/forms/:formId/submissions',
  '/forms/:formId/summary',
];

/** The ids in the current route (empty when absent), exactly as the links above wrote them. */
export function useRouteIds(): { formId: string; submissionId: string } {
  const { pathname } = useLocation();
  for (const pattern of PATTERNS) {
    // matchPath leaves the segments encoded (it only turns `%2F` into `/`, which decodes the same).
    const params = matchPath(pattern, pathname)?.params;
    if (params) {
      return {
        formId: idFromSegment(params.formId ?? ''),
        submissionId: idFromSegment(params.submissionId ?? ''),
      };
    }
  }
  return { formId: '', submissionId: '' };
}
