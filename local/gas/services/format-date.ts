/**
 * `Utilities.formatDate(date, timeZone, pattern)`: Java SimpleDateFormat letters, computed with Intl
 * in the given IANA time zone.
 */
interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
  offsetMinutes: number;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** One formatter per time zone: building one costs far more than using it, and every date cell shown uses one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function partsIn(date: Date, timeZone: string): Parts {
  const get: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date))
    if (part.type !== 'literal') get[part.type] = Number(part.value);
  const asUtc = Date.UTC(get.year, get.month - 1, get.day, get.hour, get.minute, get.second);
  const wholeSeconds = Math.floor(date.getTime() / 1000) * 1000;
  return {
    year: get.year,
    month: get.month,
    day: get.day,
    hour: get.hour,
    minute: get.minute,
    second: get.second,
    weekday: new Date(asUtc).getUTCDay(),
    offsetMinutes: Math.round((asUtc - wholeSeconds) / 60_000),
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function offset(minutes: number, colon: boolean): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60), 2)}${colon ? ':' : ''}${pad(abs % 60, 2)}`;
}

function field(letter: string, width: number, p: Parts, ms: number): string {
  switch (letter) {
    case 'y':
      return width === 2 ? pad(p.year % 100, 2) : pad(p.year, width);
    case 'M':
      if (width >= 4) return MONTHS[p.month - 1];
      if (width === 3) return MONTHS[p.month - 1].slice(0, 3);
      return pad(p.month, width);
    case 'd':
      return pad(p.day, width);
    case 'H':
      return pad(p.hour, width);
    case 'h':
      return pad(p.hour % 12 || 12, width);
    case 'm':
      return pad(p.minute, width);
    case 's':
      return pad(p.second, width);
    case 'S':
      return pad(ms, 3).slice(0, Math.max(width, 3));
    case 'E':
      return width >= 4 ? DAYS[p.weekday] : DAYS[p.weekday].slice(0, 3);
    case 'u':
      return String(p.weekday || 7);
    case 'a':
      return p.hour < 12 ? 'AM' : 'PM';
    case 'Z':
      return offset(p.offsetMinutes, false);
    case 'X':
      return p.offsetMinutes === 0 ? 'Z' : offset(p.offsetMinutes, width >= 3);
    default:
      throw new Error(`Illegal pattern character '${letter}'`);
  }
}

export function formatDate(date: Date, timeZone: string, pattern: string): string {
  const p = partsIn(date, timeZone);
  const ms = ((date.getTime() % 1000) + 1000) % 1000;
  let out = '';
  for (let i = 0; i < pattern.length; ) {
    const char = pattern[i];
    if (char === "'") {
      const end = pattern.indexOf("'", i + 1);
      const literal = pattern.slice(i + 1, end === -1 ? undefined : end);
      out += literal === '' ? "'" : literal;
      i = end === -1 ? pattern.length : end + 1;
    } else if (/[A-Za-z]/.test(char)) {
      let width = 1;
      while (pattern[i + width] === char) width++;
      out += field(char, width, p, ms);
      i += width;
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

/** Minutes east of UTC of `timeZone` at `at`; used to schedule triggers at a local hour. */
export function zoneOffsetMinutes(at: number, timeZone: string): number {
  return partsIn(new Date(at), timeZone).offsetMinutes;
}
