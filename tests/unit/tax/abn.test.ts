import { describe, expect, it } from 'vitest';
import { ABN_MESSAGES, formatAbn, isValidAbn, validateAbn } from '../../../src/domain/abn';

describe('ABN check digits (ATO modulus 89 rule)', () => {
  it.each([
    ['51 824 753 556', '51824753556'],
    ['53 004 085 616', '53004085616'],
    ['42 021 773 747', '42021773747'],
    ['11223491505', '11223491505'],
    ['20561300000', '20561300000'],
    ['31010111200', '31010111200'],
    ['90000100000', '90000100000'],
    ['60231941111', '60231941111'],
    ['65118220001', '65118220001'],
    ['  51824753556 ', '51824753556'],
    ['518 247 535 56', '51824753556'],
  ])('accepts the published valid ABN %s as %s', (input, digits) => {
    expect(validateAbn(input)).toEqual({ ok: true, abn: digits });
  });

  it.each(['51 824 753 557', '11223493504', '99999999999', '53 004 085 617', '35 004 085 616'])(
    'rejects %s because its weighted sum is not a multiple of 89',
    (input) => {
      expect(validateAbn(input)).toEqual({ ok: false, message: ABN_MESSAGES.invalid });
    },
  );

  it.each(['', '5182475355', '518247535566', '51-824-753-556', '51 824 753 55A', 'ABN 51824753556'])(
    'asks for 11 digits when given %j',
    (input) => {
      expect(validateAbn(input)).toEqual({ ok: false, message: 'ABN must have 11 digits' });
    },
  );

  it('rejects 10000000000, which passes the bare checksum with a sum of zero', () => {
    expect(validateAbn('10000000000')).toEqual({ ok: false, message: ABN_MESSAGES.invalid });
  });

  it('rejects a leading zero, which no issued ABN has', () => {
    // Its weighted sum is -10 + 1×17 + 9×19 = 178 = 2 × 89, so only the leading-zero rule stops it.
    expect(validateAbn('00000000019')).toEqual({ ok: false, message: ABN_MESSAGES.invalid });
  });

  it('uses the plain-words message for a bad checksum', () => {
    expect(ABN_MESSAGES.invalid).toBe('This ABN is not valid — please check the digits');
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51 824 753 557')).toBe(false);
  });
});

describe('formatAbn', () => {
  it.each([
    ['51824753556', '51 824 753 556'],
    ['5182 4753 556', '51 824 753 556'],
    ['53 004 085 616', '53 004 085 616'],
    [' 123 ', '123'],
  ])('groups %j as %j', (input, out) => {
    expect(formatAbn(input)).toBe(out);
  });
});
