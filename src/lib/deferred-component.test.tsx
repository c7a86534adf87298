import { render, screen } from '@testing-library/react';
import { deferredComponent } from './deferred-component';

type Props = { name: string };

const Placeholder = ({ name }: Props) => <p>Waiting for {name}</p>;
const Failed = ({ name }: Props) => <p role="alert">No code for {name}</p>;
const Greeting = ({ name }: Props) => <h1>Hello {name}</h1>;

describe('a component whose code is downloaded when needed', () => {
  it('draws its placeholder with the same props, then itself once the code has arrived', async () => {
    const Deferred = deferredComponent<Props>(async () => Greeting, { Placeholder, Failed });
    render(<Deferred name="Ada" />);
    expect(screen.getByText('Waiting for Ada')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeVisible();
    expect(screen.queryByText('Waiting for Ada')).toBeNull();
  });

  it('once preloaded, draws itself at once, with no placeholder', async () => {
    const load = vi.fn(async () => Greeting);
    const Deferred = deferredComponent<Props>(load, { Placeholder, Failed });
    await Deferred.preload();
    render(<Deferred name="Grace" />);
    expect(screen.getByRole('heading', { name: 'Hello Grace' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download once more, then says it failed', async () => {
    const load = vi.fn(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    const Deferred = deferredComponent<Props>(load, { Placeholder, Failed });
    render(<Deferred name="Alan" />);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'No code for Alan',
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed preload is not final: the next render downloads it again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Deferred = deferredComponent<Props>(load, { Placeholder, Failed });
    await expect(Deferred.preload()).rejects.toThrow('offline');
    render(<Deferred name="Edsger" />);
    expect(await screen.findByRole('heading', { name: 'Hello Edsger' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('draws itself when a preload brings the code after its placeholder was drawn', async () => {
    let deliver: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (deliver = resolve)));
    const Deferred = deferredComponent<Props>(load, { Placeholder, Failed });
    const preloading = Deferred.preload();
    render(<Deferred name="Barbara" />);
    expect(screen.getByText('Waiting for Barbara')).toBeVisible();
    deliver(Greeting);
    await preloading;
    expect(await screen.findByRole('heading', { name: 'Hello Barbara' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
