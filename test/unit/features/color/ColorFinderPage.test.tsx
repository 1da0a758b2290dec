import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import ColorFinderPage from '../../../../src/features/color/ColorFinderPage';
import { jsonResponse } from '../../helpers/fetchMock';
import { renderWithApp, where } from '../../shell/renderShell';
import { contentState } from '../content/contentState';

const standard = (code: string, name: string, hex: string) => ({
  __typename: 'ColorStandard',
  code,
  name,
  hex,
  rgb: { __typename: 'ColorRgb', r: 1, g: 2, b: 3 },
  lab: { __typename: 'ColorLab', l: 1, a: 2, b: 3 },
  family: { __typename: 'ColorAttributeValue', value: '1', label: 'Reds' },
  finish: null,
  product: null,
});

const FAMILIES = { data: { colors: { __typename: 'ColorStandards', items: [{ __typename: 'ColorStandard', code: 'SR-110', family: { __typename: 'ColorAttributeValue', value: '1', label: 'Reds' } }] } } };
const MATCHES = {
  data: {
    colorFinder: [
      { __typename: 'ColorMatch', delta_e: 0.42, color: standard('SR-110', 'Poppy Red', '#d7263d') },
      { __typename: 'ColorMatch', delta_e: 7.5, color: standard('SR-210', 'Coral Red', '#f0544f') },
    ],
  },
};

// The finder at its own route only: the login page it sends guests to is another page.
const FINDER = (
  <Routes>
    <Route path="/color-finder" element={<ColorFinderPage />} />
    <Route path="*" element={null} />
  </Routes>
);

describe('colour finder (spec §6: login required)', () => {
  it('sends a guest to the login page with the way back in returnTo, without asking the backend', async () => {
    const { requests } = renderWithApp(FINDER, { state: contentState(), path: '/color-finder?hex=%23d7263d' });
    await waitFor(() => expect(where()).toBe('/customer/account/login?returnTo=%2Fcolor-finder%3Fhex%3D%2523d7263d'));
    expect(requests).toEqual([]);
  });

  it('lets a signed-in customer pick a colour and lists the nearest standards with their ΔE', async () => {
    const { requests } = renderWithApp(FINDER, {
      state: contentState({}, { isLogin: true }),
      path: '/color-finder',
      graphql: { GetColorFamilies: () => FAMILIES, FindColors: () => MATCHES },
    });
    await screen.findByRole('option', { name: 'Reds' });
    const field = screen.getByRole('textbox', { name: 'Color (hex value)' });
    await userEvent.type(field, 'red');
    await userEvent.click(screen.getByRole('button', { name: 'Find colors' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a color as a hex value, for example #e8590c.');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, 'D7263D');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Color family' }), 'Reds');
    await userEvent.click(screen.getByRole('button', { name: 'Find colors' }));
    expect(where()).toBe('/color-finder?hex=%23d7263d&family=1');
    expect(await screen.findByRole('link', { name: 'SR-110 Poppy Red' })).toHaveAttribute('href', '/color/SR-110');
    expect(screen.getByText(/Difference ΔE 0\.4 · Same to the eye/)).toBeInTheDocument();
    expect(screen.getByText(/Difference ΔE 7\.5 · Clear difference/)).toBeInTheDocument();
    expect(requests.find((r) => r.operationName === 'FindColors')?.variables).toEqual({ hex: '#d7263d', family: '1', limit: 8 });
  });

  it('goes back to login when the session has expired (403), silently', async () => {
    const { notifications } = renderWithApp(FINDER, {
      state: contentState({}, { isLogin: true }),
      path: '/color-finder?hex=%23d7263d',
      graphql: {
        GetColorFamilies: () => FAMILIES,
        FindColors: () => jsonResponse({ errors: [{ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } }] }, 403),
      },
    });
    await waitFor(() => expect(where()).toMatch(/^\/customer\/account\/login\?returnTo=%2Fcolor-finder/));
    expect(notifications).toEqual([]);
  });
});
