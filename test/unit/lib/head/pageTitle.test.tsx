import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PageTitleProvider, usePageTitle, usePageTitleValue } from '../../../../src/lib/head/pageTitle';

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
