/** The punycode encoder against RFC 3492's own samples and Node's IDNA, and the wire form of addresses. */
import { domainToASCII } from 'node:url';
import { normalizeDomain, wireAddress } from '../../src/normalize';
import { punycodeEncode } from '../../src/shared/punycode';

describe('punycodeEncode', () => {
  // RFC 3492 section 7.1, written as code points there.
  it.each([
    ['(A) Arabic (Egyptian)', 'ليهمابتكلموشعربي؟', 'egbpdaj6bu4bxfgehfvwxn'],
    ['(B) Chinese (simplified)', '他们为什么不说中文', 'ihqwcrb4cv8a8dqg056pqjye'],
    ['(E) Hebrew', 'למההםפשוטלאמדבריםעברית', '4dbcagdahymbxekheh6e0a7fei0b'],
    ['(I) Russian', 'почемужеонинеговорятпорусски', 'b1abfaaepdrnnbgefbadotcwatmq2g4l'],
    [
      '(J) Spanish',
      'PorquénopuedensimplementehablarenEspañol',
      'PorqunopuedensimplementehablarenEspaol-fmd56a',
    ],
    ['(L) Japanese', '3年B組金八先生', '3B-ww4c5e180e575a65lsy2b'],
    ['(O) Japanese', 'パフィーdeルンバ', 'de-jg4avhby1noc0d'],
  ])('%s', (_, label, encoded) => {
    expect(punycodeEncode(label)).toBe(encoded);
  });

  it.each(['książki-online', 'żółw', 'bücher', 'świat-łodzi', 'ä', 'ąąąąąąą', 'zdrowie-ś'])(
    '%s is what Node writes for it',
    (label) => {
      expect(`xn--${punycodeEncode(label)}.pl`).toBe(domainToASCII(`${label}.pl`));
    },
  );
});

describe('wireAddress', () => {
  it('sends ASCII exactly as written', () => {
    for (const text of ['example.pl', 'https://www.Example.pl/blog/', 'blog.example.pl'])
      expect(wireAddress(text)).toBe(text);
  });

  it('writes an internationalized host in punycode, label by label, and keeps the scheme', () => {
    expect(wireAddress('książki-online.net')).toBe(domainToASCII('książki-online.net'));
    expect(wireAddress('https://Sklep.Książki-Online.net')).toBe(
      `https://${domainToASCII('sklep.książki-online.net')}`,
    );
  });

  it('percent-encodes the non-ASCII of a path in UTF-8 and leaves the rest of it alone', () => {
    expect(wireAddress('example.pl/książki/?q=1')).toBe('example.pl/ksi%C4%85%C5%BCki/?q=1');
  });

  it('composes what was typed decomposed, so one name is one wire form', () => {
    expect(wireAddress('ksia\u0328z\u0307ki-online.net')).toBe(wireAddress('książki-online.net'));
    expect(normalizeDomain('KSIA\u0328Z\u0307KI-online.net')).toBe('książki-online.net');
  });
});
