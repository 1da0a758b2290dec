import { render, screen } from '@testing-library/react';
import { IntlProvider, MessageFormatError, MissingTranslationError } from 'react-intl';
import { loadAntdLocale } from '../../../../src/lib/i18n/antdLocale';
import { bootFetchText } from '../../../../src/lib/i18n/bootText';
import { onIntlError } from '../../../../src/lib/i18n/onIntlError';
import { T } from '../../../../src/lib/i18n/T';

describe('onIntlError', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('writes one line naming the message id for format errors', () => {
    onIntlError(new MessageFormatError('bad', 'de-DE', { id: 'home.title' }));
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith('[i18n] cannot format message "home.title"');
  });

  it('warns with the message for other errors', () => {
    onIntlError(new MissingTranslationError({ id: 'x.y' }, 'de-DE'));
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('x.y'));
  });
});

describe('<T>', () => {
  it('renders the message with values', () => {
    render(
      <IntlProvider locale="de-DE" messages={{ 'home.title': 'Willkommen bei {storeName}' }}>
        <T id="home.title" values={{ storeName: 'Spectrane' }} />
      </IntlProvider>,
    );
    expect(screen.getByText('Willkommen bei Spectrane')).toBeInTheDocument();
  });
});

describe('bootFetchText', () => {
  it('has the loading text of every locale, en_US for unknown ones', () => {
    expect(bootFetchText('de_DE')).toBe('Wird geladen…');
    expect(bootFetchText('zh_HK')).toBe('載入中…');
    expect(bootFetchText('xx_XX')).toBe('Fetching…');
  });
});

describe('loadAntdLocale', () => {
  it('loads the antd locale of a store, none for en_US', async () => {
    await expect(loadAntdLocale('en_US')).resolves.toBeUndefined();
    await expect(loadAntdLocale('de_DE')).resolves.toMatchObject({ locale: 'de' });
    await expect(loadAntdLocale('zh_HK')).resolves.toMatchObject({ locale: 'zh-hk' });
  });
});
