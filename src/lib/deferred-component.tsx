import { type ComponentType, useEffect, useReducer, useState } from 'react';
import { trackPageDownload } from './page-downloads';
import { codeDownload } from './code-download';

export type Deferred<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

type Options<P extends object> = {
  /** Drawn until the code has arrived. */
  Placeholder: ComponentType<P>;
  /** Drawn if it cannot be downloaded, even after a retry. */
  Failed: ComponentType<P>;
  /** Whether a screen is waiting on it, which "Still working…" should count. */
  isPage?: boolean;
};

/**
 * A component whose code is downloaded on first render (or ahead, by `preload`), `withRetry`.
 * Not React.lazy: React holds back a Suspense boundary's reveal for up to 300 ms, and with it
 * everything that commits alongside, such as a page's first requests.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { Placeholder, Failed, isPage = false }: Options<P>,
): Deferred<P> {
  const code = codeDownload(load);
  const preload = () => code.get().then(() => undefined);

  function DeferredComponent(props: P) {
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    const [failed, setFailed] = useState(false);
    const Loaded = code.loaded();
    const drawn = Loaded !== undefined;
    useEffect(() => {
      if (drawn) return;
      let live = true;
      // Also when a preload brought the code between the render and this effect.
      (isPage ? trackPageDownload(preload()) : preload()).then(
        () => live && arrived(),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [drawn]);
    if (Loaded) return <Loaded {...props} />;
    return failed ? <Failed {...props} /> : <Placeholder {...props} />;
  }
  return Object.assign(DeferredComponent, { preload });
}
