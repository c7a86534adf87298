import type { DropOff } from './drop-off';

export type FunnelStage = {
  key: string;
  label: string;
  /** Responses that got this far. */
  count: number;
  /** Of every response that started, 0–1. */
  share: number;
  /** The last stage: the submitted (completed) responses. */
  submitted: boolean;
};

/**
 * The drop-off as a funnel over every response: all of them start, completed responses reach
 * every question, partial ones as far as their last answer; the last stage is those submitted.
 */
export function funnelStages(dropOff: DropOff, completed: number): FunnelStage[] {
  const started = completed + dropOff.partials;
  const share = (count: number) => (started > 0 ? count / started : 0);
  return [
    ...dropOff.steps.map((step) => ({
      key: `q:${step.question.id}`,
      label: step.question.name.trim() || step.question.id,
      count: completed + step.reached,
      share: share(completed + step.reached),
      submitted: false,
    })),
    { key: '', label: 'Submitted', count: completed, share: share(completed), submitted: true },
  ];
}
