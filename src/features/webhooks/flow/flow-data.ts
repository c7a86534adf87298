import type { WebhookRow } from '@/features/webhooks/table/webhook-rows';
import { compareText } from '@/lib/comparable-text';

/** A receiving service as the picture draws it: one subscriber at one host, enabled or not. */
export type FlowService = { key: string; subscriber: string; host: string; disabled: boolean };
export type FlowForm = { id: string; name: string };
export type FlowLink = { row: WebhookRow; form: FlowForm; service: FlowService; value: number };
export type Flow = { forms: FlowForm[]; services: FlowService[]; links: FlowLink[] };

/** The receiving end of a webhook: disabled ones are a service of their own, drawn apart. */
export function serviceOf(row: WebhookRow): FlowService {
  const { subscriber, enabled } = row.webhook;
  return {
    key: `${subscriber}\n${row.host}\n${enabled ? '' : 'disabled'}`,
    subscriber,
    host: row.host,
    disabled: !enabled,
  };
}

export const serviceLabel = (service: FlowService) =>
  `${service.subscriber} · ${service.host}${service.disabled ? ' (disabled)' : ''}`;

/**
 * Forms on the left, services on the right, one link per webhook. A form's links are as thick
 * as its responses (`responses(formId)`; a form whose count is not known yet, or gone, counts
 * as one), split evenly between its webhooks, so that a form's band is its response count.
 */
export function buildFlow(
  rows: readonly WebhookRow[],
  responses: (formId: string) => number | undefined,
): Flow {
  const forms = new Map<string, FlowForm>();
  const services = new Map<string, FlowService>();
  const perForm = new Map<string, number>();
  for (const row of rows) {
    const { form_id: formId } = row.webhook;
    perForm.set(formId, (perForm.get(formId) ?? 0) + 1);
    if (!forms.has(formId)) {
      forms.set(formId, {
        id: formId,
        name: row.formGone ? `${formId} (deleted form)` : (row.formName ?? formId),
      });
    }
    const service = serviceOf(row);
    if (!services.has(service.key)) services.set(service.key, service);
  }
  const links = rows.map((row) => {
    const { form_id: formId } = row.webhook;
    const weight = Math.max(1, responses(formId) ?? 1);
    return {
      row,
      form: forms.get(formId)!,
      service: services.get(serviceOf(row).key)!,
      value: weight / (perForm.get(formId) ?? 1),
    };
  });
  const byName = (a: { name: string }, b: { name: string }) => compareText(a.name, b.name);
  return {
    forms: [...forms.values()].sort(byName),
    // Enabled services first, then the disabled ones below them.
    services: [...services.values()].sort(
      (a, b) =>
        Number(a.disabled) - Number(b.disabled) || compareText(serviceLabel(a), serviceLabel(b)),
    ),
    links,
  };
}
