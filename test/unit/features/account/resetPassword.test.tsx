import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResetPasswordPage from '../../../../src/features/account/ResetPasswordPage';
import { renderWithApp, where } from '../../shell/renderShell';

configure({ asyncUtilTimeout: 15000 });

const PASSWORD = 'Spectrane#2025';

async function setPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('New Password'), PASSWORD);
  await user.type(screen.getByLabelText('Confirm New Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Set a New Password' }));
}

describe('Set a New Password', () => {
  it('takes the e-mail from the link when it carries one', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<ResetPasswordPage />, {
      path: '/customer/account/createPassword?token=t0ken&email=ada%40example.com',
      graphql: { ResetPassword: () => ({ data: { resetPassword: true } }) },
    });
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
    await setPassword(user);
    await waitFor(() => expect(where()).toBe('/customer/account/login'));
    expect(requests[0]?.variables).toEqual({ email: 'ada@example.com', resetPasswordToken: 't0ken', newPassword: PASSWORD });
  });

  it("asks for the e-mail when the link has the token alone (Magento's own reset mail)", async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<ResetPasswordPage />, {
      path: '/customer/account/createPassword?token=t0ken',
      graphql: { ResetPassword: () => ({ data: { resetPassword: true } }) },
    });
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByText(/has expired or is not valid/)).toBeNull();
    await setPassword(user);
    // Required: nothing is sent without it.
    expect(await screen.findByText('This is a required field.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await user.type(email, ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Set a New Password' }));
    await waitFor(() => expect(where()).toBe('/customer/account/login'));
    expect(requests[0]?.variables).toEqual({ email: 'ada@example.com', resetPasswordToken: 't0ken', newPassword: PASSWORD });
  });
});
