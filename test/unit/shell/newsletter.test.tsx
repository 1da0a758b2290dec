import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsletterForm from '../../../src/shell/Footer/NewsletterForm';
import { jsonResponse, readRequest, type RecordedRequest } from '../helpers/fetchMock';
import { renderWithApp } from './renderShell';

configure({ asyncUtilTimeout: 15000 });

const REQUIRED = 'This is a required field.';
const recaptchaOff = () => ({ data: { recaptchaFormConfig: { __typename: 'ReCaptchaConfigOutput', is_enabled: false, configurations: null } } });
/** The signup's own calls among the requests (the reCAPTCHA settings are asked first). */
const subscriptions = (requests: RecordedRequest[]) => () => requests.filter((request) => request.operationName === 'SubscribeEmailToNewsletter');
const INVALID = 'Please enter a valid email address (Ex: johndoe@domain.com).';

// antd's Form is transformed on first use: the first test needs more than vitest's default 5 s.
describe('newsletter form (spec §2.4, §5, §8)', { timeout: 20000 }, () => {
  it('requires an e-mail and rejects malformed ones with the spec messages, sending nothing', async () => {
    const { requests } = renderWithApp(<NewsletterForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email address'), 'jane@');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('subscribes with a POST, shows it is busy meanwhile, and confirms SUBSCRIBED', async () => {
    const { requests: all, fetchMock } = renderWithApp(<NewsletterForm />, { graphql: { RecaptchaFormConfig: recaptchaOff } });
    const requests = subscriptions(all);
    let respond: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      respond = resolve;
    });
    const others = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const request = await readRequest(input, init);
      if (request.operationName !== 'SubscribeEmailToNewsletter' && others) return others(input, init);
      all.push(request);
      await answered;
      return jsonResponse({ data: { subscribeEmailToNewsletter: { __typename: 'SubscribeEmailToNewsletterOutput', status: 'SUBSCRIBED' } } });
    });
    await userEvent.type(screen.getByLabelText('Email address'), ' jane@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(requests()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-busy', 'true'));

    respond();
    expect(await screen.findByText('Successfully subscribed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-busy', 'false'));
    expect(requests()[0]).toMatchObject({ method: 'POST', operationName: 'SubscribeEmailToNewsletter', variables: { email: 'jane@example.com' } });
    // The store guards no form: no reCAPTCHA token.
    expect(requests()[0]?.headers.get('X-ReCaptcha')).toBeNull();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('ignores a failure: no message, no notification', async () => {
    const { requests, notifications } = renderWithApp(<NewsletterForm />, {
      graphql: { RecaptchaFormConfig: recaptchaOff, SubscribeEmailToNewsletter: () => ({ errors: [{ message: 'This email address is already subscribed.' }] }) },
    });
    await userEvent.type(screen.getByLabelText('Email address'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(subscriptions(requests)()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/already subscribed/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(notifications).toEqual([]);
  });
});
