import { type ComponentType, lazy, useState } from 'react';

type TModule<P> = { default: ComponentType<P> };

export type TPreloadable<P> = ComponentType<P> & {
  /** Starts loading the component's code (once); resolves when it is here. */
  preload: () => Promise<TModule<P>>;
};

/**
 * `React.lazy` whose code can be fetched ahead of rendering (the page of the URL being opened,
 * the editor a page will show). Loaded by the time it first renders, the component renders at
 * once: `lazy` alone suspends once even then (its import resolves a tick later), its boundary
 * commits the fallback, and React reveals the content no sooner than 300 ms after a fallback was
 * shown (its Suspense throttle). Not loaded yet, it is the plain `lazy` component.
 */
export function preloadable<P extends object>(load: () => Promise<TModule<P>>): TPreloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<TModule<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed fetch (a dropped connection) is tried again by the next render or preload.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    // Chosen once per mount: turning from `Lazy` into the loaded component would remount it.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
