import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import { useRecaptcha } from '../../../src/shared/recaptcha/useRecaptcha';
import type { ReactNode } from 'react';

// A guarded form's submit: the token first, then the call with it; nothing sent while the checkbox is unticked.

const lazy = vi.hoisted(() => ({ headers: vi.fn<() => Promise<Record<string, string> | null>>() }));
vi.mock('../../../src/shared/recaptcha/lazy', () => ({ guardedHeaders: lazy.headers }));

function setup() {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return renderHook(() => useRecaptcha('CUSTOMER_CREATE'), { wrapper });
}

afterEach(() => lazy.headers.mockReset());

describe('useRecaptcha().send', () => {
  it('makes the call with the token headers and hands back its result, pending until the call has answered', async () => {
    lazy.headers.mockResolvedValue({ 'X-ReCaptcha': 'token' });
    const { result } = setup();
    let answer: (value: string) => void = () => undefined;
    const call = vi.fn((headers: Record<string, string>) => new Promise<string>((resolve) => { answer = (value) => resolve(`${value} ${headers['X-ReCaptcha']}`); }));
    let sent: Promise<unknown> = Promise.resolve();
    act(() => { sent = result.current.send(call); });
    expect(result.current.pending).toBe(true);
    await act(async () => { await Promise.resolve(); });
    expect(call).toHaveBeenCalledWith({ 'X-ReCaptcha': 'token' });
    expect(result.current.pending).toBe(true);
    await act(async () => { answer('created'); await sent; });
    await expect(sent).resolves.toEqual({ sent: true, result: 'created token' });
    expect(result.current.pending).toBe(false);
  });

  it('sends nothing when the checkbox is not ticked', async () => {
    lazy.headers.mockResolvedValue(null);
    const { result } = setup();
    const call = vi.fn(async () => 'created');
    let outcome: unknown;
    await act(async () => { outcome = await result.current.send(call); });
    expect(outcome).toEqual({ sent: false });
    expect(call).not.toHaveBeenCalled();
    expect(result.current.pending).toBe(false);
  });

  it("passes the call's failure on and is no longer pending", async () => {
    lazy.headers.mockResolvedValue({});
    const { result } = setup();
    let failure: unknown;
    await act(async () => { await result.current.send(async () => { throw new Error('This email is already used'); }).catch((error: unknown) => { failure = error; }); });
    expect(failure).toEqual(new Error('This email is already used'));
    expect(result.current.pending).toBe(false);
  });
});
