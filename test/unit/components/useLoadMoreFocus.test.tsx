import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLoadMoreFocus } from '../../../src/components/useLoadMoreFocus';

const PAGE = 3;
const TOTAL = 7;
const names = (count: number) => Array.from({ length: count }, (_, index) => `Item ${index + 1}`);

/**
 * A list that grows by PAGE items under its Load more button. `ask` (outside) asks for the next page as
 * scrolling near the end would, `deliver` brings it as a request would; the button goes once every item
 * is there.
 */
let deliver: () => void = () => undefined;
let ask: () => void = () => undefined;
let restart: () => void = () => undefined;
function Listing() {
  const [shown, setShown] = useState(PAGE);
  const [asked, setAsked] = useState(PAGE);
  const [listing, setListing] = useState('blue');
  deliver = () => setShown(asked);
  ask = () => setAsked((n) => Math.min(TOTAL, Math.max(n, shown) + PAGE));
  // Another filter: a new listing whose first page has as many items as the last one had.
  restart = () => {
    setListing('green');
    setAsked(shown);
  };
  const { list, buttonProps } = useLoadMoreFocus<HTMLUListElement>(shown, listing);
  return (
    <>
      <button type="button">Filter</button>
      <ul ref={list}>
        {names(shown).map((name) => (
          <li key={name}>
            <a href={`#${name}`}>{name}</a>
          </li>
        ))}
      </ul>
      {shown < TOTAL && (
        <button type="button" {...buttonProps} onClick={() => ask()}>
          Load more
        </button>
      )}
    </>
  );
}

const link = (name: string) => screen.getByRole('link', { name });
const more = () => screen.getByRole('button', { name: 'Load more' });

describe('useLoadMoreFocus', () => {
  it('after Load more, focus goes to the first new item once it arrives; the last page too, as the button goes', async () => {
    const user = userEvent.setup();
    render(<Listing />);
    more().focus();
    await user.keyboard('{Enter}');
    // Nothing yet: focus stays on the button while the page is on its way.
    expect(more()).toHaveFocus();
    act(() => deliver());
    expect(link('Item 4')).toHaveFocus();

    more().focus();
    await user.keyboard('{Enter}');
    act(() => deliver());
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(link('Item 7')).toHaveFocus();
  });

  it('a page asked for by scrolling leaves focus on the button; the last one takes it to its first item as the button goes', () => {
    render(<Listing />);
    more().focus();
    act(() => ask());
    act(() => deliver());
    expect(link('Item 4')).toBeInTheDocument();
    expect(more()).toHaveFocus();
    act(() => ask());
    act(() => deliver());
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(link('Item 7')).toHaveFocus();
  });

  it('leaves focus alone when the shopper has moved on', async () => {
    const user = userEvent.setup();
    render(<Listing />);
    more().focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Filter' }).focus();
    act(() => deliver());
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();

  });

  it('forgets a press when another listing comes with as many items', async () => {
    const user = userEvent.setup();
    render(<Listing />);
    // A press for the blue listing, then green is chosen (its first page as long): green's next page, asked
    // for by scrolling, leaves focus on the button.
    more().focus();
    await user.keyboard('{Enter}');
    act(() => restart());
    act(() => ask());
    act(() => deliver());
    expect(link('Item 4')).toBeInTheDocument();
    expect(more()).toHaveFocus();
  });

  it('a click elsewhere after the button had focus: a page asked for by scrolling does not take focus', () => {
    render(<Listing />);
    more().focus();
    // Focus leaves for the page body (a click on empty space); the button stays.
    act(() => more().blur());
    act(() => ask());
    act(() => deliver());
    expect(document.body).toHaveFocus();
  });
});
