import { startBrowserSandbox, stopBrowserSandbox } from '@/sandbox/browser';
import { leaveBrowserSandbox, prepareApi, sandboxBaseUrl } from './sandbox-connection';

vi.mock('@/sandbox/browser', () => ({
  startBrowserSandbox: vi.fn(async () => undefined),
  stopBrowserSandbox: vi.fn(async () => undefined),
}));

/** A registration as navigator.serviceWorker lists it, with its worker's script URL. */
function registration(script: string) {
  return {
    active: { scriptURL: `${location.origin}${script}` },
    waiting: null,
    installing: null,
    unregister: vi.fn(async () => true),
  };
}

let msw: ReturnType<typeof registration>;
let other: ReturnType<typeof registration>;

beforeEach(() => {
  msw = registration('/mockServiceWorker.js');
  other = registration('/some-other-worker.js');
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistrations: async () => [msw, other] },
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.clearAllMocks();
});

describe('the in-browser sandbox’s service worker', () => {
  it('is unregistered, and only it, when a key for a real deployment is used', async () => {
    await prepareApi('https://forms.example.com/v1');
    expect(msw.unregister).toHaveBeenCalledOnce();
    expect(other.unregister).not.toHaveBeenCalled();
    expect(startBrowserSandbox).not.toHaveBeenCalled();
  });

  it('is started for the sandbox, then stopped and unregistered when the user leaves it', async () => {
    await prepareApi(sandboxBaseUrl());
    expect(startBrowserSandbox).toHaveBeenCalledOnce();
    expect(msw.unregister).not.toHaveBeenCalled();

    await leaveBrowserSandbox();
    expect(stopBrowserSandbox).toHaveBeenCalledOnce();
    expect(msw.unregister).toHaveBeenCalledOnce();
    expect(other.unregister).not.toHaveBeenCalled();
  });
});
