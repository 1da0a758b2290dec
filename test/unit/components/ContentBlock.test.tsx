import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentBlock } from '../../../src/components/ContentBlock/ContentBlock';
import { cmsReply, renderWithApp, where } from '../shell/renderShell';

const BLOCKS = {
  a: '<p>First <a href="/eu/de/farben">Farben</a> <a href="https://partner.example/">Partner</a></p><script>window.hacked=1</script>',
  b: '<p>Second <a href="javascript:alert(1)">bad</a></p>',
};

describe('ContentBlock (spec §2.4 content-block widget)', () => {
  it('shows a loading state, then the sanitised blocks in order', async () => {
    const { requests } = renderWithApp(<ContentBlock identifiers={['a', 'b']} />, {
      graphql: { GetContentBlocks: cmsReply(BLOCKS) },
      basename: '/eu/de',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText(/First/)).toBeInTheDocument();
    expect(screen.getByText(/Second/)).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/<script|javascript:/);
    expect(requests[0]).toMatchObject({ method: 'GET', operationName: 'GetContentBlocks', variables: { identifiers: ['a', 'b'] } });
  });

  it('routes internal links in-app without doubling the store prefix; other sites open in a new tab', async () => {
    renderWithApp(<ContentBlock identifiers={['a']} />, { graphql: { GetContentBlocks: cmsReply(BLOCKS) }, basename: '/eu/de' });
    const partner = await screen.findByRole('link', { name: /Partner/ });
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(partner).toHaveAccessibleName('Partner (opens in a new tab)');
    await userEvent.click(screen.getByRole('link', { name: 'Farben' }));
    expect(where()).toBe('/farben');
  });

  it('says there are no blocks when none exists', async () => {
    renderWithApp(<ContentBlock identifiers={['missing']} />, { graphql: { GetContentBlocks: cmsReply(BLOCKS) } });
    expect(await screen.findByText('There are no content blocks to show.')).toBeInTheDocument();
  });

  it("shows the error's message text on error, without a notification", async () => {
    const { notifications } = renderWithApp(<ContentBlock identifiers={['a']} />, {
      graphql: { GetContentBlocks: () => ({ errors: [{ message: 'GraphQL error: The CMS block with the "a" ID doesn\'t exist.' }] }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The CMS block with the "a" ID doesn\'t exist.');
    expect(notifications).toEqual([]);
  });

  it('quiet: renders nothing while loading, without blocks and on error', async () => {
    const { container, requests } = renderWithApp(<ContentBlock identifiers={['missing']} quiet />, {
      graphql: { GetContentBlocks: cmsReply(BLOCKS) },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('.content-block')).toBeNull();
    expect(screen.queryByText('There are no content blocks to show.')).not.toBeInTheDocument();
  });
});
