import { fireEvent } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  bodyRows,
  findSubmissionsTable,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const listPath = `/forms/${SEED_FORM_IDS.showcase}/submissions`;

// The rows' links are plain links that the table routes in one listener (no Link per row).
describe("a row's link to its submission", () => {
  it('opens the submission in the app on a plain click', async () => {
    const { router } = renderApp(listPath);
    const link = bodyRows(await findSubmissionsTable())[0]!.querySelector('a[data-route]')!;
    const href = link.getAttribute('href')!;
    expect(href.startsWith(`${listPath}/`)).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe(href);
  });

  it('leaves a click with a modifier or the middle button to the browser (a new tab)', async () => {
    const { router } = renderApp(listPath);
    const link = bodyRows(await findSubmissionsTable())[0]!.querySelector('a[data-route]')!;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      fireEvent(link, click);
      expect(click.defaultPrevented).toBe(false);
      expect(router.state.location.pathname).toBe(listPath);
    }
  });
});
