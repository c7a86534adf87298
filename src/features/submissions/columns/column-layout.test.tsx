import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox } from '@test/sandbox-server';
import {
  bodyRows,
  findSubmissionsTable,
  headerNames,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();
// jsdom has no pointer capture, which a resize handle asks for when a drag starts.
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
});

const FORM = SEED_FORM_IDS.customerFeedback;
const path = `/forms/${FORM}/submissions`;

function headerOf(table: HTMLElement, name: string): HTMLElement {
  const header = [...table.querySelectorAll<HTMLElement>(':scope > thead th')].find(
    (th) => th.textContent === name,
  );
  if (!header) throw new Error(`No header "${name}"`);
  return header;
}

async function openPicker(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: /^Columns/ }));
  return within(await screen.findByRole('dialog'));
}

describe('column widths, pins and density', () => {
  it('resizes a column from the keyboard, keeps the width for this form, and double-click gives it back', async () => {
    const first = renderApp(path);
    let table = await findSubmissionsTable();
    const name = headerNames(table)[3]!;
    let handle = within(headerOf(table, name)).getByRole('separator', {
      name: `Resize column ${name}`,
    });
    expect(handle).toHaveAttribute('aria-orientation', 'vertical');
    const auto = Number(handle.getAttribute('aria-valuenow'));
    expect(headerOf(table, name).style.width).toBe(`${auto}px`);

    handle.focus();
    await first.user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', String(auto + 32));
    expect(headerOf(table, name).style.width).toBe(`${auto + 32}px`);
    first.unmount();

    const again = renderApp(path);
    table = await findSubmissionsTable();
    handle = within(headerOf(table, name)).getByRole('separator');
    expect(handle).toHaveAttribute('aria-valuenow', String(auto + 32));
    expect(headerOf(table, name).style.width).toBe(`${auto + 32}px`);

    await again.user.dblClick(handle);
    expect(handle).toHaveAttribute('aria-valuenow', String(auto));
    expect(headerOf(table, name).style.width).toBe(`${auto}px`);
  });

  it('resizes by dragging the edge of a header', async () => {
    renderApp(path);
    const table = await findSubmissionsTable();
    const name = headerNames(table)[2]!;
    const handle = within(headerOf(table, name)).getByRole('separator');
    const auto = Number(handle.getAttribute('aria-valuenow'));
    fireEvent.pointerDown(handle, { button: 0, clientX: 500, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 540, pointerId: 1 });
    expect(headerOf(table, name).style.width).toBe(`${auto + 40}px`);
    fireEvent.pointerMove(handle, { clientX: 560, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 560, pointerId: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', String(auto + 60));
    const stored = JSON.parse(window.localStorage.getItem(`formdeck.columns.${FORM}`)!);
    expect(Object.values(stored.widths)).toEqual([auto + 60]);
  });

  it('pins a column after the first two columns, for this form, until it is unpinned', async () => {
    const first = renderApp(path);
    let table = await findSubmissionsTable();
    const original = headerNames(table).slice(2);
    const third = original[2]!;
    let picker = await openPicker(first.user);
    const pin = picker.getByRole('button', { name: `Pin ${third} (keep it at the left)` });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await first.user.click(pin);
    expect(pin).toHaveAttribute('aria-pressed', 'true');

    table = await findSubmissionsTable();
    expect(headerNames(table).slice(2)).toEqual([third, ...original.filter((n) => n !== third)]);
    // It sticks where the first two columns (300 + 130 px) end, and so do its cells.
    expect(headerOf(table, third).style.left).toBe('430px');
    const cell = bodyRows(table)[0]!.querySelectorAll<HTMLElement>(':scope > td')[2]!;
    expect(cell.style.left).toBe('430px');
    first.unmount();

    const again = renderApp(path);
    table = await findSubmissionsTable();
    expect(headerNames(table)[2]).toBe(third);
    expect(headerOf(table, third).style.left).toBe('430px');
    picker = await openPicker(again.user);
    await again.user.click(
      picker.getByRole('button', { name: `Pin ${third} (keep it at the left)` }),
    );
    table = await findSubmissionsTable();
    expect(headerNames(table).slice(2)).toEqual(original);
    expect(headerOf(table, third).style.left).toBe('');
  });

  it('offers comfortable rows, saved for this form', async () => {
    const first = renderApp(path);
    let table = await findSubmissionsTable();
    expect(table).toHaveAttribute('data-density', 'compact');
    const picker = await openPicker(first.user);
    expect(picker.getByRole('radio', { name: 'Compact rows' })).toBeChecked();
    await first.user.click(picker.getByRole('radio', { name: 'Comfortable rows' }));
    expect(table).toHaveAttribute('data-density', 'comfortable');
    first.unmount();

    renderApp(path);
    table = await findSubmissionsTable();
    expect(table).toHaveAttribute('data-density', 'comfortable');
  });

  it('keeps a pinned column rendered on a wide form while only the columns in view are', async () => {
    const formId = sandbox.scenarios.add('wide-form');
    const questions = sandbox.store.getForm(formId)!.questions;
    const pinned = questions[5]!;
    window.localStorage.setItem(
      `formdeck.columns.${formId}`,
      JSON.stringify({ order: [], hidden: [], pinned: [pinned.id] }),
    );
    renderApp(`/forms/${formId}/submissions?limit=10`);
    const table = await findSubmissionsTable();
    expect(headerNames(table)[2]).toBe(pinned.name);
    expect(headerOf(table, pinned.name).style.left).toBe('430px');

    const region = screen.getByRole('region', { name: 'Submissions table' });
    region.scrollLeft = parseFloat(table.style.width) - 1400;
    fireEvent.scroll(region);
    await waitFor(() => expect(headerNames(table)).toContain(questions[149]!.name));
    expect(headerNames(table)).not.toContain(questions[0]!.name);
    expect(headerNames(table)[2]).toBe(pinned.name);
    expect(bodyRows(table)[0]!.querySelector('td[aria-colindex="3"]')).toHaveStyle({
      left: '430px',
    });
  });
});
