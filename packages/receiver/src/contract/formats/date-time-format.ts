// RFC 3339 date-time exactly as ajv-formats' full `date-time` format checks it: a real calendar
// date (leap years included), `T`/`t`/whitespace, a time with seconds, optional fraction and a
// required offset (`Z` or ±hh[:]mm), and 23:59:60 only where it is a leap second in UTC.
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
const SEPARATOR = /t|\s/i;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The `date-time` format check of the generated validators (RFC 3339, offset required).
 *
 * @example
 * ```ts
 * import { dateTimeFormat } from './date-time-format.ts'; // internal
 * dateTimeFormat('2024-02-29T12:00:00Z'); // true
 * dateTimeFormat('2023-02-29T12:00:00Z'); // false: not a leap year
 * ```
 */
export function dateTimeFormat(value: string): boolean {
  const parts = value.split(SEPARATOR);
  return parts.length === 2 && isDate(parts[0]!) && isTime(parts[1]!);
}

function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const year = +match[1]!;
  const month = +match[2]!;
  const day = +match[3]!;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : DAYS[month]!);
}

function isTime(text: string): boolean {
  const match = TIME.exec(text);
  if (!match || !match[4]) return false;
  const hour = +match[1]!;
  const minute = +match[2]!;
  const second = +match[3]!;
  const sign = match[5] === '-' ? -1 : 1;
  const offsetHours = +(match[6] || 0);
  const offsetMinutes = +(match[7] || 0);
  if (offsetHours > 23 || offsetMinutes > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  // A leap second: 23:59:60 in UTC, whatever the offset it is written in.
  const utcMinute = minute - offsetMinutes * sign;
  const utcHour = hour - offsetHours * sign - (utcMinute < 0 ? 1 : 0);
  return (
    (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61
  );
}
