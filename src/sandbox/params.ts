import {
  DEFAULT_FORM_STATUS_FILTER,
  DEFAULT_SUBMISSION_FILTER,
  FIRST_PAGE,
  FORM_STATUS_FILTERS,
  LIMITS,
  QUERY_PARAMS,
  SUBMISSION_FILTERS,
  type Bounds,
} from '@/contract/list-queries';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export interface PageQuery {
  page: number;
  limit: number;
}

/** The single value of a parameter; a repeated one is ambiguous and is rejected. */
function single(query: URLSearchParams, name: string): Parsed<string | undefined> {
  const values = query.getAll(name);
  if (values.length > 1) return { ok: false, error: `Invalid ${name}: given more than once` };
  return { ok: true, value: values[0] };
}

export function intParam(
  query: URLSearchParams,
  name: string,
  bounds: { default: number; min: number; max?: number },
): Parsed<number> {
  const raw = single(query, name);
  if (!raw.ok) return raw;
  if (raw.value === undefined) return { ok: true, value: bounds.default };
  const rule =
    bounds.max === undefined
      ? `an integer of ${bounds.min} or more`
      : `an integer from ${bounds.min} to ${bounds.max}`;
  // Digits only: "1.0", "1e2", "+1", " 1" and "0x10" are not what a client should send.
  const value = /^[0-9]+$/.test(raw.value) ? Number(raw.value) : NaN;
  const tooBig = bounds.max !== undefined ? value > bounds.max : !Number.isSafeInteger(value);
  if (!Number.isSafeInteger(value) || value < bounds.min || tooBig) {
    return { ok: false, error: `Invalid ${name}: must be ${rule}` };
  }
  return { ok: true, value };
}

export function enumParam<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): Parsed<T> {
  const raw = single(query, name);
  if (!raw.ok) return raw;
  if (raw.value === undefined) return { ok: true, value: fallback };
  const match = allowed.find((option) => option === raw.value);
  if (match === undefined) {
    return { ok: false, error: `Invalid ${name}: must be one of ${allowed.join(', ')}` };
  }
  return { ok: true, value: match };
}

function pageQuery(query: URLSearchParams, limits: Bounds): Parsed<PageQuery> {
  const page = intParam(query, QUERY_PARAMS.page, { default: FIRST_PAGE, min: FIRST_PAGE });
  if (!page.ok) return page;
  const limit = intParam(query, QUERY_PARAMS.limit, limits);
  if (!limit.ok) return limit;
  return { ok: true, value: { page: page.value, limit: limit.value } };
}

/** A list's paging and its one filter, or the first error: the paging's before the filter's. */
function listQuery<T, F>(
  paging: Parsed<PageQuery>,
  filter: Parsed<T>,
  fields: (value: T) => F,
): Parsed<PageQuery & F> {
  if (!paging.ok) return paging;
  if (!filter.ok) return filter;
  return { ok: true, value: { ...paging.value, ...fields(filter.value) } };
}

export function parseFormListQuery(query: URLSearchParams) {
  const status = enumParam(
    query,
    QUERY_PARAMS.formStatus,
    FORM_STATUS_FILTERS,
    DEFAULT_FORM_STATUS_FILTER,
  );
  return listQuery(pageQuery(query, LIMITS.forms), status, (value) => ({ status: value }));
}

export function parseSubmissionListQuery(query: URLSearchParams) {
  const filter = enumParam(
    query,
    QUERY_PARAMS.submissionFilter,
    SUBMISSION_FILTERS,
    DEFAULT_SUBMISSION_FILTER,
  );
  return listQuery(pageQuery(query, LIMITS.submissions), filter, (value) => ({ filter: value }));
}

function webhookFormParam(query: URLSearchParams): Parsed<string | undefined> {
  const formId = single(query, QUERY_PARAMS.webhookForm);
  if (formId.ok && formId.value === '') {
    return { ok: false, error: `Invalid ${QUERY_PARAMS.webhookForm}: must not be empty` };
  }
  return formId;
}

export function parseWebhookListQuery(query: URLSearchParams) {
  const formId = webhookFormParam(query);
  return listQuery(pageQuery(query, LIMITS.webhooks), formId, (value) => ({ formId: value }));
}
