/**
 * The `error` texts the contract names (docs/api.md, "Status codes"). Other failures
 * carry a free message, so a client may compare with these but must show any text it gets.
 */
export const ERROR_MESSAGES = {
  unauthorized: 'Unauthorized',
  forbiddenPartial: 'Forbidden to view partial submissions',
  formNotFound: 'Form not found',
  submissionNotFound: 'Submission not found',
  webhookNotFound: 'Webhook not found',
} as const;
