import { describe, expect, it } from 'vitest';
import { isForgery, type RequestOrigin } from './csrf';

/** A change the web app's page makes with its cookie, as a same-origin browser sends it. */
const fromThePage: RequestOrigin = {
  method: 'POST',
  path: '/api/evento',
  bearer: false,
  sessionCookie: true,
  appHeader: '1',
  fetchSite: 'same-origin',
  origin: 'https://bolo.example',
  hosts: ['bolo.example'],
};

describe('cross-site request forgery rule', () => {
  it('lets the page’s own changes through', () => {
    expect(isForgery(fromThePage)).toBe(false);
  });

  it('refuses a cookie-signed change without the app’s header', () => {
    expect(isForgery({ ...fromThePage, appHeader: undefined })).toBe(true);
    expect(isForgery({ ...fromThePage, appHeader: '0' })).toBe(true);
  });

  it('refuses a change another site starts, even with the header', () => {
    expect(isForgery({ ...fromThePage, fetchSite: 'cross-site' })).toBe(true);
    expect(isForgery({ ...fromThePage, fetchSite: 'same-site' })).toBe(true);
    expect(isForgery({ ...fromThePage, fetchSite: undefined, origin: 'https://evil.example' })).toBe(true);
    expect(isForgery({ ...fromThePage, fetchSite: undefined, origin: 'null' })).toBe(true);
  });

  it('accepts the public address as the page’s origin behind a proxy that rewrites the host', () => {
    expect(isForgery({ ...fromThePage, hosts: ['10.0.0.5:3000', 'bolo.example'] })).toBe(false);
  });

  it('asks nothing of reads and of Bearer calls', () => {
    expect(isForgery({ ...fromThePage, method: 'GET', appHeader: undefined, fetchSite: 'cross-site' })).toBe(
      false,
    );
    expect(isForgery({ ...fromThePage, bearer: true, appHeader: undefined, origin: undefined })).toBe(false);
  });

  it('asks the header of every tRPC change, sign-in included, but not of a REST consumer’s sign-in', () => {
    const signIn = { ...fromThePage, sessionCookie: false, appHeader: undefined, fetchSite: undefined };
    expect(isForgery({ ...signIn, path: '/trpc/auth.login', origin: undefined })).toBe(true);
    expect(isForgery({ ...signIn, path: '/auth/login', origin: undefined })).toBe(false);
    expect(isForgery({ ...signIn, path: '/auth/login', origin: 'https://evil.example' })).toBe(true);
  });
});
