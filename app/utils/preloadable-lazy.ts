import { lazy, type ComponentType } from "react";

/**
 * React.lazy for a component that stays out of the first-load JS, with two differences:
 * `preload()` can start the download early (on intent), and once the module is loaded the
 * component renders at once instead of suspending. On the server the module is loaded at
 * start-up, so server rendering never suspends on it and pages carry the component's HTML in
 * the first response, which is what a visitor without JavaScript sees.
 */
export function preloadableLazy<Props>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a failed download may be tried again
        throw error;
      },
    ));
  // React settles a lazy component synchronously when its thenable calls back at once.
  const settled = (component: ComponentType<Props>) => ({ then: (resolve: (m: { default: ComponentType<Props> }) => void) => resolve({ default: component }) });
  const Component = lazy(() => (loaded ? settled(loaded) : preload().then((component) => ({ default: component }))) as Promise<{ default: ComponentType<Props> }>);
  if (typeof document === "undefined") void preload();
  return { Component, preload, isLoaded: () => loaded !== undefined };
}
