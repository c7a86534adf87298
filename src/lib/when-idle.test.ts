import { inIdleSlices } from './when-idle';

// jsdom has no requestIdleCallback: an idle moment is the fallback timer here.
const IDLE = { timeout: 100, fallbackDelay: 0 };

describe('inIdleSlices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A step that records its runs and has `count` to do. */
  function steps(count: number) {
    const ran: number[] = [];
    return { ran, step: () => ran.push(ran.length) < count };
  }

  it('waits for an idle moment, runs a step at least per slice, and stops when it is done', async () => {
    const { ran, step } = steps(3);
    // No time for a second step in a slice: one step per idle moment.
    inIdleSlices(step, { ...IDLE, sliceMs: 0 });
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual([0]);
    await vi.runAllTimersAsync();
    expect(ran).toEqual([0, 1, 2]);
  });

  it('runs the first slice at once when asked, as many steps as its time allows', () => {
    const { ran, step } = steps(5);
    inIdleSlices(step, { ...IDLE, sliceMs: 1_000, now: true });
    expect(ran).toEqual([0, 1, 2, 3, 4]);
  });

  it('runs nothing more once cancelled', async () => {
    const { ran, step } = steps(3);
    const cancel = inIdleSlices(step, { ...IDLE, sliceMs: 0, now: true });
    expect(ran).toEqual([0]);
    cancel();
    await vi.runAllTimersAsync();
    expect(ran).toEqual([0]);
  });
});
