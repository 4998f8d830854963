import { describe, expect, it } from 'vitest';
import { homePathFor, loginPathFor, safeNextPath, signInPathFor, withNext } from './redirect.ts';

describe('safeNextPath', () => {
  it('accepts paths on this site, with their query and hash', () => {
    expect(safeNextPath('/account')).toBe('/account');
    expect(safeNextPath('/web-category?x=1#top')).toBe('/web-category?x=1#top');
    expect(safeNextPath('/coursepage/web/portfolio')).toBe('/coursepage/web/portfolio');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      '//evil.example',
      '//evil.example/account',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'account',
      '/\t/evil.example',
      '/\n/evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });

  it('does not send anyone back to the sign-in screens', () => {
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/login?next=/home')).toBeNull();
    expect(safeNextPath('/signup')).toBeNull();
    expect(safeNextPath('/reset-password?token=x')).toBeNull();
    expect(safeNextPath('/loginhelp')).toBe('/loginhelp');
  });
});

describe('loginPathFor', () => {
  it('remembers the page, encoded', () => {
    expect(loginPathFor('/account')).toBe('/login?next=%2Faccount');
    expect(loginPathFor('/home?a=1&b=2')).toBe('/login?next=%2Fhome%3Fa%3D1%26b%3D2');
    expect(loginPathFor('/')).toBe('/login');
  });

  it('round-trips through URLSearchParams and the safety check', () => {
    const here = '/web-category?x=1&y=2';
    const next = new URL(loginPathFor(here), 'http://localhost').searchParams.get('next');
    expect(safeNextPath(next)).toBe(here);
  });
});

describe('homePathFor', () => {
  it('sends admins to the dashboard and everyone else home', () => {
    expect(homePathFor({ isAdmin: true })).toBe('/admin');
    expect(homePathFor({ isAdmin: false })).toBe('/home');
  });
});

describe('signInPathFor', () => {
  it('sends newcomers on the buying pages to sign up first', () => {
    expect(signInPathFor('/subscription')).toBe('/signup?next=%2Fsubscription');
    expect(signInPathFor('/checkout/offer')).toBe('/signup?next=%2Fcheckout%2Foffer');
    expect(signInPathFor('/subscription?x=1')).toBe('/signup?next=%2Fsubscription%3Fx%3D1');
  });

  it('sends everyone else to log in', () => {
    expect(signInPathFor('/account')).toBe('/login?next=%2Faccount');
    expect(signInPathFor('/subscription/complete?reference=r1')).toBe(
      '/login?next=%2Fsubscription%2Fcomplete%3Freference%3Dr1',
    );
    expect(signInPathFor('/subscriptions')).toBe('/login?next=%2Fsubscriptions');
  });
});

describe('withNext', () => {
  it('keeps the way back between log in and sign up', () => {
    expect(withNext('/signup', '/checkout/offer')).toBe('/signup?next=%2Fcheckout%2Foffer');
    expect(withNext('/login', null)).toBe('/login');
  });
});
