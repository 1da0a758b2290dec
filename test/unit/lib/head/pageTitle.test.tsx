import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PageTitleProvider, usePageDescription, usePageHead, usePageTitle, usePageTitleValue } from '../../../../src/lib/head/pageTitle';

function Shown() {
  return <output>{usePageTitleValue() ?? '(none)'}</output>;
}

function Page({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

let show: (which: 'a' | 'b' | 'none') => void = () => undefined;
function Pages() {
  const [which, setWhich] = useState<'a' | 'b' | 'none'>('a');
  show = setWhich;
  return (
    <>
      {which === 'a' && <Page title="Cart" />}
      {which === 'b' && <Page title="Checkout" />}
    </>
  );
}

describe('usePageTitle', () => {
  it('gives the shown page title to the head, and takes it back when the page goes', () => {
    render(
      <PageTitleProvider>
        <Pages />
        <Shown />
      </PageTitleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cart');
    act(() => show('b'));
    expect(screen.getByRole('status')).toHaveTextContent('Checkout');
    act(() => show('none'));
    expect(screen.getByRole('status')).toHaveTextContent('(none)');
  });

  it('ignores an empty title and does nothing without a provider', () => {
    const { rerender } = render(
      <PageTitleProvider>
        <Page title={null} />
        <Shown />
      </PageTitleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('(none)');
    rerender(
      <PageTitleProvider>
        <Page title="Later" />
        <Shown />
      </PageTitleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Later');
    expect(() => render(<Page title="Alone" />)).not.toThrow();
  });
});

describe('usePageDescription', () => {
  function Head() {
    const { title, description } = usePageHead();
    return <output>{`${title ?? '(no title)'} | ${description ?? '(no description)'}`}</output>;
  }

  let renders = 0;
  function Described({ description }: { description: string | null }) {
    renders += 1;
    usePageTitle('About');
    usePageDescription(description);
    return <p>About us</p>;
  }

  it('gives the head the page description (trimmed) and takes it back when the page goes', () => {
    const { rerender } = render(
      <PageTitleProvider>
        <Described description="  Since 1974.  " />
        <Head />
      </PageTitleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('About | Since 1974.');
    rerender(
      <PageTitleProvider>
        <Head />
      </PageTitleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('(no title) | (no description)');
  });

  it('never renders the page again: only the head reads what the page set', () => {
    renders = 0;
    render(
      <PageTitleProvider>
        <Described description="Since 1974." />
        <Head />
      </PageTitleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('About | Since 1974.');
    expect(renders).toBe(1);
  });
});
