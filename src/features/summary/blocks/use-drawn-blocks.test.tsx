import { act, render, screen } from '@testing-library/react';
import { useDrawnBlocks } from './use-drawn-blocks';

/** Stands in for the browser's: the test says which blocks come near the screen. */
class TestIntersectionObserver {
  static last: TestIntersectionObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    TestIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  comeNear(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.report([entry], this as unknown as IntersectionObserver);
  }
}

function Blocks({ total }: { total: number }) {
  const { isDrawn, allDrawn, refFor } = useDrawnBlocks(total);
  return (
    <>
      {Array.from({ length: total }, (_, index) => (
        <section
          key={index}
          ref={refFor(index)}
          aria-label={`Question ${index + 1}`}
          aria-busy={!isDrawn(index)}
        >
          <h2>Question {index + 1}</h2>
          {isDrawn(index) && <p>Figures of question {index + 1}</p>}
        </section>
      ))}
      {allDrawn && <p>Every block drawn</p>}
    </>
  );
}

const drawn = () =>
  screen
    .queryAllByRole('region', { busy: false })
    .map((region) => region.getAttribute('aria-label'));
/** Lets the next waiting task run: the page draws one block per task. */
const nextTask = () => act(() => vi.advanceTimersToNextTimer());

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useDrawnBlocks', () => {
  it('gives every heading at once, then one block per task, those near the screen first', async () => {
    render(<Blocks total={5} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Question 1',
      'Question 2',
      'Question 3',
      'Question 4',
      'Question 5',
    ]);
    expect(drawn()).toEqual([]);

    // Scrolled to the fourth before the page drew anything: it comes first.
    const observer = TestIntersectionObserver.last!;
    act(() => observer.comeNear(screen.getByRole('region', { name: 'Question 4' })));
    await nextTask();
    expect(drawn()).toEqual(['Question 4']);
    expect(screen.getByText('Figures of question 4')).toBeVisible();

    // Then the others in order, one at a time.
    await nextTask();
    expect(drawn()).toEqual(['Question 1', 'Question 4']);
    await nextTask();
    expect(drawn()).toEqual(['Question 1', 'Question 2', 'Question 4']);
    expect(screen.queryByText('Every block drawn')).toBeNull();
    await nextTask();
    await nextTask();
    expect(drawn()).toHaveLength(5);
    expect(screen.getByText('Every block drawn')).toBeVisible();
  });

  it('draws every block at once before printing', () => {
    render(<Blocks total={4} />);
    expect(drawn()).toEqual([]);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(drawn()).toHaveLength(4);
    expect(screen.getByText('Every block drawn')).toBeVisible();
  });
});
