import { describe, expect, it } from 'vitest';
import { escapeIcsText, jobToIcs } from '../../../src/domain/jobs/ics';

/** Issue 19: no control character or stray line break reaches the .ics file raw. */
describe('.ics text: control characters and other line breaks', () => {
  it.each([
    ['U+2028 line separator', 'a\u2028b'],
    ['U+2029 paragraph separator', 'a\u2029b'],
    ['U+0085 next line', 'a\u0085b'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\u000cb'],
  ])('%s becomes an escaped line break', (_name, text) => {
    expect(escapeIcsText(text)).toBe('a\\nb');
  });

  it('drops the other control characters (C0 but tab, DEL, C1) and keeps tab and ordinary text', () => {
    expect(escapeIcsText('a\u0000b\u0007c\u001bd\u007fe\u009bf\tg é🔥')).toBe('abcdef\tg é🔥');
  });

  it('a job whose every text field is full of them makes a file with no raw control character but CRLF and tab', () => {
    const evil = 'Deck\u2028BEGIN:VEVENT\u0085X\u000bY\u000cZ\u0000\r\nEND:VCALENDAR';
    const ics = jobToIcs(
      { id: 'j1', title: evil, start: '2026-12-01', location: evil, description: evil },
      new Date('2026-11-25T00:00:00Z'),
    );
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(ics.replace(/\r\n/g, '').match(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/g)).toBeNull();
    // the injected BEGIN:VEVENT stays inside the one SUMMARY line (after unfolding)
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });
});
