import {
  DEFAULT_FORM_STATUS_FILTER,
  DEFAULT_SUBMISSION_FILTER,
  FIRST_PAGE,
  FORM_STATUS_FILTERS,
  LIMITS,
  QUERY_PARAMS,
  SUBMISSION_FILTERS,
  type Bounds,
  type FormStatusFilter,
  type SubmissionFilter,
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

function pageQuery(query: URLSearchParams, limits: Bounds) {
  const page = intParam(query, QUERY_PARAMS.page, { default: FIRST_PAGE, min: FIRST_PAGE });
  if (!page.ok) return page;
  const limit = intParam(query, QUERY_PARAMS.limit, limits);
  if (!limit.ok) return limit;
  return { ok: true as const, value: { page: page.value, limit: limit.value } };
}

export function parseFormListQuery(
  query: URLSearchParams,
): Parsed<PageQuery & { status: FormStatusFilter }> {
  const paging = pageQuery(query, LIMITS.forms);
  if (!paging.ok) return paging;
  const status = enumParam(
    query,
    QUERY_PARAMS.formStatus,
    FORM_STATUS_FILTERS,
    DEFAULT_FORM_STATUS_FILTER,
  );
  if (!status.ok) return status;
  return { ok: true, value: { ...paging.value, status: status.value } };
}

export function parseSubmissionListQuery(
  query: URLSearchParams,
): Parsed<PageQuery & { filter: SubmissionFilter }> {
  const paging = pageQuery(query, LIMITS.submissions);
  if (!paging.ok) return paging;
  const filter = enumParam(
    query,
    QUERY_PARAMS.submissionFilter,
    SUBMISSION_FILTERS,
    DEFAULT_SUBMISSION_FILTER,
  );
  if (!filter.ok) return filter;
  return { ok: true, value: { ...paging.value, filter: filter.value } };
}

export function parseWebhookListQuery(
  query: URLSearchParams,
): Parsed<PageQuery & { formId: string | undefined }> {
  const paging = pageQuery(query, LIMITS.webhooks);
  if (!paging.ok) return paging;
  const formId = single(query, QUERY_PARAMS.webhookForm);
  if (!formId.ok) return formId;
  if (formId.value === '') {
    return { ok: false, error: `Invalid ${QUERY_PARAMS.webhookForm}: must not be empty` };
  }
  return { ok: true, value: { ...paging.value, formId: formId.value } };
}
