import { parseBaseUrl } from '../src/app';
import { cardGatewayUrlFromEnv } from '../src/http/contentSecurityPolicy';
import { urlFromEnv } from '../src/lib/envUrl';

// One parser for URL settings: BASE_URL and CARD_GATEWAY_URL keep their own rules and words.
describe('urlFromEnv', () => {
  const rule = { name: 'SOME_URL', absolute: 'an absolute URL', shape: 'an ftp URL', accepts: (url: URL) => url.protocol === 'ftp:' };

  it('is undefined when the variable is unset or blank', () => {
    expect(urlFromEnv(undefined, rule)).toBeUndefined();
    expect(urlFromEnv('  ', rule)).toBeUndefined();
  });

  it('parses a trimmed URL the rule accepts', () => {
    expect(urlFromEnv(' ftp://files.example/a ', rule)?.href).toBe('ftp://files.example/a');
  });

  it('names the variable and the value when it is no URL, or one the rule refuses', () => {
    expect(() => urlFromEnv('files.example', rule)).toThrow('SOME_URL must be an absolute URL, not "files.example".');
    expect(() => urlFromEnv('https://files.example', rule)).toThrow('SOME_URL must be an ftp URL, not "https://files.example".');
  });

  it('always refuses credentials and a fragment', () => {
    expect(() => urlFromEnv('ftp://me:secret@files.example', rule)).toThrow('SOME_URL must be an ftp URL');
    expect(() => urlFromEnv('ftp://files.example/#top', rule)).toThrow('SOME_URL must be an ftp URL');
  });
});

describe('BASE_URL', () => {
  it('keeps origin and path without trailing slashes', () => {
    expect(parseBaseUrl(undefined)).toBeUndefined();
    expect(parseBaseUrl('https://shop.example/')).toBe('https://shop.example');
    expect(parseBaseUrl('http://shop.example:8080/store//')).toBe('http://shop.example:8080/store');
  });

  it('refuses anything else with its own words', () => {
    expect(() => parseBaseUrl('shop.example')).toThrow('BASE_URL must be an absolute http(s) URL, not "shop.example".');
    for (const value of ['ftp://shop.example', 'https://shop.example/?a=1', 'https://shop.example/#x', 'https://u:p@shop.example']) {
      expect(() => parseBaseUrl(value)).toThrow(`BASE_URL must be an http(s) URL with no query, fragment or credentials, not "${value}".`);
    }
  });
});

describe('CARD_GATEWAY_URL', () => {
  it('takes https anywhere, http on loopback only, a query too', () => {
    expect(cardGatewayUrlFromEnv('')).toBeUndefined();
    expect(cardGatewayUrlFromEnv('https://pay.example/hosted-fields?v=2')).toBe('https://pay.example/hosted-fields?v=2');
    expect(cardGatewayUrlFromEnv('http://127.0.0.1:9000/hosted-fields')).toBe('http://127.0.0.1:9000/hosted-fields');
    expect(cardGatewayUrlFromEnv('http://localhost/x')).toBe('http://localhost/x');
    expect(cardGatewayUrlFromEnv('http://[::1]:1/x')).toBe('http://[::1]:1/x');
  });

  it('refuses anything else with its own words', () => {
    expect(() => cardGatewayUrlFromEnv('/hosted-fields'))
      .toThrow('CARD_GATEWAY_URL must be the absolute URL of the gateway\'s hosted card fields, not "/hosted-fields".');
    for (const value of ['http://pay.example/x', 'https://u:p@pay.example/x', 'https://pay.example/x#f']) {
      expect(() => cardGatewayUrlFromEnv(value)).toThrow(`CARD_GATEWAY_URL must be an https URL without credentials or fragment, not "${value}".`);
    }
  });
});
