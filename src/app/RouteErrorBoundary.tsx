import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { T } from '../lib/i18n/T';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * One page failing to render (a bug, or a page chunk that no longer exists after a deploy) must not
 * take the shell down: the page area says so and offers a reload and the way home. The routes key
 * it by path, so navigating elsewhere starts afresh.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[page] render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="load-error" role="alert">
        <h1>
          <T id="global.pageError" />
        </h1>
        <p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            <T id="global.reload" />
          </button>{' '}
          <Link to="/">
            <T id="notFound.backHome" />
          </Link>
        </p>
      </section>
    );
  }
}
