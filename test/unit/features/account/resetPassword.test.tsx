import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResetPasswordPage from '../../../../src/features/account/ResetPasswordPage';
import { renderWithApp, where } from '../../shell/renderShell';
import type { RecordedRequest } from '../../helpers/fetchMock';

configure({ asyncUtilTimeout: 15000 });

const PASSWORD = 'Spectrane#2025';
const recaptchaOff = () => ({ data: { recaptchaFormConfig: { __typename: 'ReCaptchaConfigOutput', is_enabled: false, configurations: null } } });
/** The page's own calls (the reCAPTCHA settings are asked once the form is used). */
const resets = (requests: RecordedRequest[]) => requests.filter((request) => request.operationName === 'ResetPassword');

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
      graphql: { RecaptchaFormConfig: recaptchaOff, ResetPassword: () => ({ data: { resetPassword: true } }) },
    });
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
    await setPassword(user);
    await waitFor(() => expect(where()).toBe('/customer/account/login'));
    expect(resets(requests)[0]?.variables).toEqual({ email: 'ada@example.com', resetPasswordToken: 't0ken', newPassword: PASSWORD });
  });

  it("asks for the e-mail when the link has the token alone (Magento's own reset mail)", async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<ResetPasswordPage />, {
      path: '/customer/account/createPassword?token=t0ken',
      graphql: { RecaptchaFormConfig: recaptchaOff, ResetPassword: () => ({ data: { resetPassword: true } }) },
    });
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByText(/has expired or is not valid/)).toBeNull();
    await setPassword(user);
    // Required: nothing is sent without it.
    expect(await screen.findByText('This is a required field.')).toBeInTheDocument();
    expect(resets(requests)).toHaveLength(0);
    await user.type(email, ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Set a New Password' }));
    await waitFor(() => expect(where()).toBe('/customer/account/login'));
    expect(resets(requests)[0]?.variables).toEqual({ email: 'ada@example.com', resetPasswordToken: 't0ken', newPassword: PASSWORD });
  });
});

describe('Set a New Password refused before it ran', () => {
  it('shows Magento\'s own words for a failed reCAPTCHA check, not "the link is wrong"', async () => {
    const user = userEvent.setup();
    const message = 'ReCaptcha validation failed, please try again';
    renderWithApp(<ResetPasswordPage />, {
      path: '/customer/account/createPassword?token=t0ken&email=ada%40example.com',
      graphql: { RecaptchaFormConfig: recaptchaOff, ResetPassword: () => ({ errors: [{ message, extensions: { category: 'graphql-input' } }] }) },
    });
    await setPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/has expired or is not valid/)).toBeNull();
    expect(where()).toMatch(/^\/customer\/account\/createPassword\?/);
  });
});
