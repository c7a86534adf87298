import type { User } from '@/contract/entities';
import type { SandboxData } from './data';
import { isoAt } from './dates';
import { stableId } from './random';
import { buildFormRecord } from './seed-builder';
import { CUSTOMER_FEEDBACK, EVENT_REGISTRATION, SUPPORT_INTAKE } from './seed-forms-large';
import { JOB_APPLICATION, NEWSLETTER, PRODUCT_ROADMAP } from './seed-forms-small';
import { plantLookAlikes } from './seed-look-alikes';
import { buildShowcase } from './seed-showcase';
import { seedWebhooks } from './seed-webhooks';

export const DEFAULT_SEED = 20261101;

export const SEED_USER: User = {
  id: stableId('usr', 'maria.keller'),
  email: 'maria.keller@northwind.example',
  created_at: isoAt(Date.parse('2025-11-03T08:15:00Z')),
  updated_at: isoAt(Date.parse('2026-10-28T17:42:00Z')),
};

/** The whole seeded data set; the same seed always gives deep-equal data. */
export function createSeedData(seed = DEFAULT_SEED): SandboxData {
  const forms = [
    buildFormRecord(NEWSLETTER, seed),
    buildFormRecord(PRODUCT_ROADMAP, seed),
    buildShowcase(seed),
    buildFormRecord(JOB_APPLICATION, seed),
    buildFormRecord(SUPPORT_INTAKE, seed),
    buildFormRecord(EVENT_REGISTRATION, seed),
    buildFormRecord(CUSTOMER_FEEDBACK, seed),
  ];
  plantLookAlikes(forms);
  return { user: { ...SEED_USER }, forms, webhooks: seedWebhooks() };
}
