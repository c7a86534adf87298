import { screen, waitFor } from '@testing-library/react';
import { SMALL_SCREEN_QUERY } from '@/components/use-small-screen';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { apiRequests } from '@test/sandbox-server';
import {
  bodyRows,
  expectShowing,
  findSubmissionsTable,
  storedSubmissions,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';
import { TOUCH_SCREEN_QUERY } from './submission-pager';

setupSubmissionsTests();

const formId = SEED_FORM_IDS.showcase;
const listPath = `/forms/${formId}/submissions`;

const detailGets = () => apiRequests('GET', new RegExp(`${listPath}/[^/]+$`));

describe('previous and next in the submission view', () => {
  it('go through the list by button, across a page boundary, with no wait', async () => {
    const { user, router } = renderApp(`${listPath}?limit=10`);
    const table = await findSubmissionsTable();
    const stored = storedSubmissions(formId);
    await user.click(
      bodyRows(table)[8]!.querySelector<HTMLElement>('a[aria-label^="Open submission"]')!,
    );
    await expectShowing(router, listPath, stored[8]!, '?limit=10');
    expect(screen.getByText(`9 of ${stored.length}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectShowing(router, listPath, stored[9]!, '?limit=10');
    // The 10th row is the last of page 1: Next is the first row of page 2.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectShowing(router, listPath, stored[10]!, '?limit=10&page=2');
    expect(screen.getByText(`11 of ${stored.length}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await expectShowing(router, listPath, stored[9]!, '?limit=10');
    // The table prefetched page 2; every submission came from the cached lists.
    expect(detailGets()).toHaveLength(0);
  });

  it('go through the list by keyboard, and the shortcuts are shown', async () => {
    const stored = storedSubmissions(formId);
    const { user, router } = renderApp(`${listPath}/${stored[9]!.id}?limit=10`);
    await expectShowing(router, listPath, stored[9]!, '?limit=10');
    expect(screen.getByText(/Shortcuts:/)).toHaveTextContent(
      'Shortcuts: ← / K previous, → / J next',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-keyshortcuts',
      'ArrowRight J',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());

    await user.keyboard('{ArrowRight}');
    await expectShowing(router, listPath, stored[10]!, '?limit=10&page=2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled());
    await user.keyboard('{ArrowLeft}');
    await expectShowing(router, listPath, stored[9]!, '?limit=10');
    await user.keyboard('j');
    await expectShowing(router, listPath, stored[10]!, '?limit=10&page=2');
    await user.keyboard('j');
    await expectShowing(router, listPath, stored[11]!, '?limit=10&page=2');
    await user.keyboard('k');
    await expectShowing(router, listPath, stored[10]!, '?limit=10&page=2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled());
    await user.keyboard('k');
    await expectShowing(router, listPath, stored[9]!, '?limit=10');
  });

  for (const [screenName, query] of [
    ['a phone', SMALL_SCREEN_QUERY],
    ['a touch screen without hover', TOUCH_SCREEN_QUERY],
  ] as const) {
    it(`on ${screenName}, no keyboard hints are shown`, async () => {
      const desktopMatchMedia = window.matchMedia;
      window.matchMedia = vi.fn((asked: string) => ({
        ...desktopMatchMedia(asked),
        matches: asked === query,
      }));
      try {
        const stored = storedSubmissions(formId);
        const { router } = renderApp(`${listPath}/${stored[9]!.id}?limit=10`);
        await expectShowing(router, listPath, stored[9]!, '?limit=10');
        await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
        expect(screen.queryByText(/Shortcuts:/)).toBeNull();
        expect(screen.queryByText('K')).toBeNull();
      } finally {
        window.matchMedia = desktopMatchMedia;
      }
    });
  }

  it('stay within the filter the user came from, and stop at both ends of the list', async () => {
    const partial = storedSubmissions(formId, 'partial');
    expect(partial.length).toBeGreaterThan(1);
    const { user, router } = renderApp(`${listPath}/${partial[0]!.id}?filter=partial`);
    await expectShowing(router, listPath, partial[0]!, '?filter=partial');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.pathname).toBe(`${listPath}/${partial[0]!.id}`);

    for (const submission of partial.slice(1)) {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await expectShowing(router, listPath, submission, '?filter=partial');
    }
    expect(screen.getByText(`${partial.length} of ${partial.length}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
