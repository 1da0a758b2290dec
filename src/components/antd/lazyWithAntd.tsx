import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const loadScope = () => import(/* webpackChunkName: "antd-scope" */ './AntdScope');

/** Starts loading antd's scope (theme, locale, CSS-in-JS) ahead of an antd screen. */
export function preloadAntd(): void {
  loadScope().catch(() => undefined);
}

/**
 * React.lazy for a screen or overlay that uses antd: its chunk and the AntdScope chunk (antd theme,
 * locale and CSS-in-JS) load together, and the component renders inside AntdScope. Every antd
 * consumer is reached through this, so antd never rides in the first-load bundle.
 */
export function lazyWithAntd<P extends object>(load: Loader<P>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [module, scope] = await Promise.all([load(), loadScope()]);
    const Inner = module.default;
    const { AntdScope } = scope;
    function WithAntd(props: P) {
      return (
        <AntdScope>
          <Inner {...props} />
        </AntdScope>
      );
    }
    WithAntd.displayName = `WithAntd(${Inner.displayName ?? Inner.name})`;
    return { default: WithAntd };
  });
}
