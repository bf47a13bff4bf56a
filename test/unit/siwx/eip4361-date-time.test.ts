// @vitest-environment node
/**
 * Issue 22 point 13, EIP-4361's `issued-at`, `expiration-time` and `not-before`: RFC 3339's `date-time`, read to the
 * instant it names. Fractional seconds of any length or none, "Z" or a numeric offset, "T" and "Z" in either case,
 * leap days and leap seconds where the calendar has them; refused: any other spelling, and dates and times that do
 * not exist.
 */
import { describe, expect, it } from 'vitest';
import { parseEvmSiwxMessage } from '../../../src/siwx';
import { each, expectAccepted, expectRefused, siweText, type SiweLines } from '../../support/siwe-text';

const PLACES: Record<string, (value: string) => SiweLines> = {
  'Issued At': (issuedAt) => ({ issuedAt }),
  'Expiration Time': (value) => ({ after: [`Expiration Time: ${value}`] }),
  'Not Before': (value) => ({ after: [`Not Before: ${value}`] }),
};

/** The instant each field is read as (ms since the epoch). */
function instants(value: string): (number | undefined)[] {
  const read = (place: (value: string) => SiweLines) => parseEvmSiwxMessage(siweText(place(value)));
  const fields = [read(PLACES['Issued At']!)?.issuedAt, read(PLACES['Expiration Time']!)?.expirationTime, read(PLACES['Not Before']!)?.notBefore];
  return fields.map((date) => date?.getTime());
}

const VALID = [
  '2021-09-30T16:25:24Z',
  '2021-09-30T16:25:24.1Z',
  '2021-09-30T16:25:24.000Z',
  '2021-09-30T16:25:24.123456789Z',
  '2021-09-30T14:25:24-02:00',
  '2021-09-30T21:55:24+05:30',
  '2021-09-30T16:25:24-00:00',
  '2021-09-30t16:25:24z',
  '2024-02-29T00:00:00Z',
  '2000-02-29T00:00:00Z',
  '2016-12-31T23:59:60Z',
  '2017-01-01T05:29:60+05:30',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999+23:59',
];

const INVALID = [
  '',
  '2021-09-30 16:25:24Z',
  '2021-09-30T16:25Z',
  '2021-09-30T16:25:24',
  '2021-09-30T16:25:24+0200',
  '2021-09-30T16:25:24+02',
  '2021-09-30T16:25:24.Z',
  '2021-09-30T16:25:24,5Z',
  '2021-09-30T16:25:24.000+02:00Z',
  '2021-9-30T16:25:24Z',
  '21-09-30T16:25:24Z',
  '+002021-09-30T16:25:24Z',
  '2021-13-01T00:00:00Z',
  '2021-00-01T00:00:00Z',
  '2021-09-00T00:00:00Z',
  '2021-09-31T00:00:00Z',
  '2021-02-29T00:00:00Z',
  '1900-02-29T00:00:00Z',
  '2021-09-30T24:00:00Z',
  '2021-09-30T16:60:00Z',
  '2021-09-30T16:25:61Z',
  '2021-09-30T16:25:60Z',
  '2016-12-31T23:59:60+01:00',
  '2021-09-30T16:25:24+24:00',
  '2021-09-30T16:25:24+05:60',
  '2021-09-30T16:25:24 Z',
  ' 2021-09-30T16:25:24Z',
  '2021-09-30T16:25:24Z ',
  '1632999924',
  'tomorrow',
];

describe('issued-at, expiration-time, not-before: RFC 3339 date-time', () => {
  for (const [name, place] of Object.entries(PLACES)) {
    it(`${name} accepts every date-time spelling`, () => expectAccepted(each(VALID, place)));
    it(`${name} refuses other spellings and days or times that do not exist`, () => expectRefused(each(INVALID, place)));
  }

  it('reads each to the instant it names, whatever its offset', () => {
    const utc = Date.parse('2021-09-30T16:25:24Z');
    for (const value of ['2021-09-30T16:25:24Z', '2021-09-30T14:25:24-02:00', '2021-09-30T21:55:24+05:30', '2021-09-30t16:25:24z', '2021-09-30T16:25:24-00:00'])
      expect(instants(value), value).toEqual([utc, utc, utc]);
    // Fractions past the millisecond are dropped, not rounded up.
    expect(instants('2021-09-30T16:25:24.123999999Z')).toEqual([utc + 123, utc + 123, utc + 123]);
    expect(instants('2021-09-30T16:25:24.5+00:00')).toEqual([utc + 500, utc + 500, utc + 500]);
    // The offset can move the instant into another day, month and year.
    const newYear = Date.parse('2022-01-01T03:00:00Z');
    expect(instants('2021-12-31T22:00:00-05:00')).toEqual([newYear, newYear, newYear]);
    // Years 0 to 99 are those years, not 1900 to 1999.
    expect(instants('0001-01-01T00:00:00Z')[0]).toBe(-62_135_596_800_000);
    // A leap second is the instant after 23:59:59 (POSIX time has none of its own).
    expect(instants('2016-12-31T23:59:60Z')[0]).toBe(Date.parse('2017-01-01T00:00:00Z'));
  });
});
