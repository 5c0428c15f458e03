/** The addresses the add-on sends a sign-in to or opens a window on. */
import { isTrustedAddress } from '../../src/shared/address';

describe('isTrustedAddress', () => {
  it('trusts https: anywhere and http: on loopback only', () => {
    for (const url of [
      'https://api.example.com',
      'HTTPS://api.example.com/path?q=1',
      'http://127.0.0.1:8787/mcp',
      'http://localhost/authorize',
      'http://[::1]:9/token',
      'http://127.1.2.3',
    ])
      expect([url, isTrustedAddress(url)]).toEqual([url, true]);
  });

  it('refuses http: beyond loopback, other schemes, and hosts a browser may read otherwise', () => {
    for (const url of [
      'http://api.example.com',
      'http://localhost.evil.example/',
      'http://127.0.0.1.evil.example/',
      'http://127.0.0.1@evil.example/',
      'https://user:pass@api.example.com/',
      'http://localhost\\.evil.example/',
      'javascript:alert(1)',
      ' https://api.example.com',
      'data:text/html,x',
      'ftp://api.example.com',
      '//api.example.com',
      'https://',
    ])
      expect([url, isTrustedAddress(url)]).toEqual([url, false]);
  });
});
