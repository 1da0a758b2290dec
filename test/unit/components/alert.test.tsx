import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showAlert } from '../../../src/components/alert/alertBus';
import { AlertHost } from '../../../src/components/alert/AlertHost';
import { renderWithApp } from '../shell/renderShell';

configure({ asyncUtilTimeout: 15000 });

describe('alert popup (spec §2.4)', { timeout: 20000 }, () => {
  it('shows alerts one at a time with an OK button; each resolves when acknowledged', async () => {
    const queued = showAlert('The requested qty is not available');
    renderWithApp(<AlertHost />);
    const first = await screen.findByRole('dialog', { name: 'Please note' });
    expect(first).toHaveTextContent('The requested qty is not available');

    let second: Promise<void> = Promise.resolve();
    act(() => {
      second = showAlert({ title: 'Minimum order', message: 'Minimum order amount is $50.' });
    });
    expect(screen.queryByText('Minimum order amount is $50.')).not.toBeInTheDocument();

    const firstDone = vi.fn();
    void queued.then(firstDone);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(firstDone).toHaveBeenCalled());
    expect(await screen.findByRole('dialog', { name: 'Minimum order' })).toHaveTextContent('Minimum order amount is $50.');

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await second;
    await waitFor(() => expect(screen.queryByText('Minimum order amount is $50.')).not.toBeInTheDocument());
  });
});
