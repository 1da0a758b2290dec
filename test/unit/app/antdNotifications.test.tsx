import { act, screen, waitFor } from '@testing-library/react';
import AntdNotifications from '../../../src/app/AntdNotifications';
import { createInitialAppState } from '../../../src/app/appSlice';
import { tokenSaved } from '../../../src/features/account/userSlice';
import { createNotifier } from '../../../src/lib/notify/notifier';
import { renderWithApp } from '../shell/renderShell';

// The notices as a shopper sees them: "signed out" once however often it is raised, and gone as soon as they are
// signed in again (not left standing its 3 s over the page that says they are); every other notice each time.

const SIGNED_OUT = 'You have been signed out. Please sign in again.';

function setup() {
  const notifier = createNotifier();
  const view = renderWithApp(<AntdNotifications notifier={notifier} early={[]} />, { state: { app: { ...createInitialAppState(), i18n: 'en_US' } } });
  return { ...view, notifier };
}

describe('AntdNotifications', () => {
  it('shows "signed out" once however often it is raised; every other notice each time', async () => {
    const { notifier } = setup();
    act(() => {
      notifier.notify({ type: 'warning', messageId: 'cart.signedOut' });
      notifier.notify({ type: 'warning', messageId: 'cart.signedOut' });
      notifier.notify({ type: 'success', messageId: 'cart.addSuccess' });
      notifier.notify({ type: 'success', messageId: 'cart.addSuccess' });
      notifier.notify({ type: 'error', message: 'The requested qty is not available' });
      notifier.notify({ type: 'error', message: 'The requested qty is not available' });
    });
    await screen.findByText(SIGNED_OUT);
    expect(screen.getAllByText(SIGNED_OUT)).toHaveLength(1);
    expect(screen.getAllByText('Add to cart successfully!')).toHaveLength(2);
    expect(screen.getAllByText('The requested qty is not available')).toHaveLength(2);
  });

  it('closes the signed-out notice when the shopper signs in again', async () => {
    const { notifier, store } = setup();
    act(() => notifier.notify({ type: 'warning', messageId: 'cart.signedOut' }));
    await screen.findByText(SIGNED_OUT);
    act(() => {
      store.dispatch(tokenSaved('token'));
    });
    await waitFor(() => expect(screen.queryByText(SIGNED_OUT)).toBeNull(), { timeout: 1500 });
  });
});
