/**
 * RFC 3339's `date-time`, EIP-4361's timestamps: fractional seconds optional and of any length, "Z" or a numeric
 * offset, and "T" and "Z" in either case (ABNF strings are case-insensitive; RFC 3339 section 5.6 says so too).
 * Read to the instant it names, so that times written with different offsets compare as the instants they are.
 */
const DATE_TIME = /^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]+))?(?:[Zz]|([+-])([0-9]{2}):([0-9]{2}))$/;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function daysIn(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The instant (ms since the epoch, fractions beyond the millisecond dropped) of an RFC 3339 date-time, or null. */
export function dateTimeMs(text: string): number | null {
  const found = DATE_TIME.exec(text);
  if (!found) return null;
  const part = (i: number) => Number(found[i] ?? 0);
  const [year, month, day, hour, minute, second] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  const [offsetHour, offsetMinute] = [part(9), part(10)];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 60) return null;
  if (offsetHour > 23 || offsetMinute > 59) return null;
  const offset = (found[8] === '-' ? -1 : 1) * (offsetHour * 60 + offsetMinute);
  // A leap second (second 60) is only ever added as the last second of a UTC day, 23:59:60.
  if (second === 60 && (((hour * 60 + minute - offset) % 1440) + 1440) % 1440 !== 1439) return null;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year, month - 1, day);
  // Second 60 rolls over to the next minute: the instant right after 23:59:59, as POSIX time has no leap seconds.
  date.setUTCHours(hour, minute, second, Number((found[7] ?? '').slice(0, 3).padEnd(3, '0')));
  return date.getTime() - offset * 60_000;
}
