import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useGridKeys } from './use-grid-keys';

/** A small grid: a header with a sort button and a resize handle, rows of a link and text. */
function Grid({ rows }: { rows: string[] }) {
  const scroller = useRef<HTMLDivElement | null>(null);
  useGridKeys(scroller, 2);
  return (
    <div ref={scroller} tabIndex={-1} role="region" aria-label="Scroller">
      <table role="grid" aria-label="People" aria-colcount={2}>
        <thead>
          <tr>
            <th aria-colindex={1}>
              <button type="button">Name</button>
              <div role="separator" aria-orientation="vertical" aria-label="Resize" tabIndex={0} />
            </th>
            <th aria-colindex={2}>Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((name) => (
            <tr key={name}>
              <td aria-colindex={1}>
                <a href={`#${name}`}>{name}</a>
              </td>
              <td aria-colindex={2}>{`about ${name}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const tabbable = () =>
  [...document.querySelectorAll<HTMLElement>('table a, table button, table [tabindex]')].filter(
    (element) => element.tabIndex >= 0,
  );
const cellOf = (text: string) => screen.getByText(text).closest('td')!;

describe('useGridKeys', () => {
  it('leaves one Tab stop; a cell without controls is focused itself', async () => {
    const user = userEvent.setup();
    render(<Grid rows={['ann', 'bob', 'cy']} />);
    expect(tabbable()).toEqual([screen.getByRole('button', { name: 'Name' })]);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'ann' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cellOf('about ann')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(cellOf('about cy')).toHaveFocus();
    expect(tabbable()).toEqual([cellOf('about cy')]);
    // Tab leaves the table: nothing else in it is in the Tab order.
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('leaves Left and Right to a resize handle; Escape leaves the grid', async () => {
    const user = userEvent.setup();
    render(<Grid rows={['ann', 'bob']} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const handle = screen.getByRole('separator', { name: 'Resize' });
    expect(handle).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(handle).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'ann' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Scroller' })).toHaveFocus();
  });

  it('when the rows change under the focus, the focus and the one stop stay in place', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Grid rows={['ann', 'bob']} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'bob' })).toHaveFocus();

    rerender(<Grid rows={['dee', 'eve', 'fay']} />);
    // The observer runs after the DOM change.
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'eve' })).toHaveFocus());
    expect(tabbable()).toEqual([screen.getByRole('link', { name: 'eve' })]);
  });
});
