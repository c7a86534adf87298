import { stableId } from './random';

/** Ids of the seeded forms; they do not depend on the seed, so tests and docs can name them. */
export const SEED_FORM_IDS = {
  newsletter: stableId('frm', 'newsletter-signup'),
  productRoadmap: stableId('frm', 'product-roadmap-survey'),
  showcase: stableId('frm', 'every-question-type'),
  jobApplication: stableId('frm', 'job-application'),
  supportIntake: stableId('frm', 'support-ticket-intake'),
  eventRegistration: stableId('frm', 'event-registration'),
  customerFeedback: stableId('frm', 'customer-feedback-2026'),
} as const;
