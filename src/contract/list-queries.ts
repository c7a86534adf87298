// docs/api.md, "Query parameters".

export const FORM_STATUSES = ['published', 'draft'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** `status` of GET /forms: `all` selects both states and is not a state itself. */
export const FORM_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type FormStatusFilter = (typeof FORM_STATUS_FILTERS)[number];
export const DEFAULT_FORM_STATUS_FILTER: FormStatusFilter = 'all';

/** `filter` of GET /forms/{form_id}/submissions. */
export const SUBMISSION_FILTERS = ['completed', 'partial', 'all'] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];
export const DEFAULT_SUBMISSION_FILTER: SubmissionFilter = 'completed';

export const QUERY_PARAMS = {
  page: 'page',
  limit: 'limit',
  formStatus: 'status',
  submissionFilter: 'filter',
  webhookForm: 'form_id',
} as const;

export type Bounds = { readonly default: number; readonly min: number; readonly max: number };

/** `page` of every list: the contract bounds it below only. */
export const FIRST_PAGE = 1;

/** Items per page (`limit`) of each list. */
export const LIMITS = {
  forms: { default: 50, min: 1, max: 500 },
  submissions: { default: 25, min: 1, max: 50 },
  webhooks: { default: 50, min: 1, max: 500 },
} as const satisfies Record<string, Bounds>;
