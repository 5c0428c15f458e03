/**
 * Punycode (RFC 3492), the encoding half only: what an internationalized domain name's label becomes on
 * the wire (`książki-online` → `ksiki-online-…`, sent as `xn--ksiki-online-…`). Apps Script has neither
 * `URL` nor Node's `punycode`; the add-on never needs to decode, since it shows what the user typed.
 * The algorithm is the RFC's section 6.3 with its parameters from section 5, held to the RFC's own samples
 * (section 7.1) and to Node's `url.domainToASCII` by test/shared/punycode.test.ts.
 */
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;

/** Section 6.1: the bias after a delta. */
function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  d += Math.floor(d / points);
  let k = 0;
  for (; d > ((BASE - T_MIN) * T_MAX) >> 1; k += BASE) d = Math.floor(d / (BASE - T_MIN));
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** 0–25 are a–z, 26–35 are 0–9 (lower case, as DNS names are written). */
const digit = (d: number): string => String.fromCharCode(d < 26 ? 97 + d : 22 + d);

/** One label's code points in punycode, without the `xn--` prefix. */
export function punycodeEncode(label: string): string {
  const points = Array.from(label, (c) => c.codePointAt(0) as number);
  let output = points
    .filter((p) => p < INITIAL_N)
    .map((p) => String.fromCharCode(p))
    .join('');
  const basic = output.length;
  if (basic) output += '-';
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  for (let handled = basic; handled < points.length; n++, delta++) {
    const next = Math.min(...points.filter((p) => p >= n));
    delta += (next - n) * (handled + 1);
    n = next;
    for (const p of points) {
      if (p < n) delta++;
      if (p !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
        if (q < t) break;
        output += digit(t + ((q - t) % (BASE - t)));
        q = Math.floor((q - t) / (BASE - t));
      }
      output += digit(q);
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
  }
  return output;
}
