import { warmUpIntl } from '../../../src/boot/warmIntl';

describe('warmUpIntl', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('makes the first number, locale and date checks in later tasks, in the store locale', () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmUpIntl(window, 'de_DE', 'EUR');
    // Nothing in the early script's own task: its requests go first.
    expect(numbers).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(numbers).toHaveBeenCalledWith('de-DE');
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(dates).toHaveBeenCalledWith('de-DE');
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops quietly when the browser rejects the currency', () => {
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmUpIntl(window, 'en_US', 'not a currency');
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(dates).not.toHaveBeenCalled();
  });
});
