import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, isoInZone, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('learner@example.com')).toBe('learner@example.com');
    expect(csvCell(200)).toBe('200');
    expect(csvCell('500.00')).toBe('500.00');
    expect(csvCell(-27)).toBe('-27');
  });

  it('writes nothing for a missing value', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Builder, monthly')).toBe('"Builder, monthly"');
    expect(csvCell('card "declined"')).toBe('"card ""declined"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(csvCell('+1+cmd|/c calc!A0')).toBe("'+1+cmd|/c calc!A0");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF', () => {
    expect(
      toCsv([
        ['Email', 'Amount'],
        ['a@example.com', '200.00'],
        ['=b@example.com', null],
      ]),
    ).toBe("Email,Amount\r\na@example.com,200.00\r\n'=b@example.com,\r\n");
  });
});

describe('isoInZone', () => {
  const at = new Date('2026-05-01T22:30:05.900Z');
  it('writes the local time of the zone with its offset, to the second', () => {
    expect(isoInZone(at, 'Africa/Johannesburg')).toBe('2026-05-02T00:30:05+02:00');
    expect(isoInZone(at, 'UTC')).toBe('2026-05-01T22:30:05+00:00');
    expect(isoInZone(at, 'America/St_Johns')).toBe('2026-05-01T20:00:05-02:30');
  });

  it('names the same instant as the UTC time', () => {
    expect(Date.parse(isoInZone(at, 'Asia/Kolkata'))).toBe(Date.parse('2026-05-01T22:30:05Z'));
  });
});

describe('csvAmount', () => {
  it('writes subunits as a plain decimal, negative for money going back', () => {
    expect(csvAmount(200_000)).toBe('2000.00');
    expect(csvAmount(21_333)).toBe('213.33');
    expect(csvAmount(-5_000)).toBe('-50.00');
    expect(csvCell(csvAmount(-5_000))).toBe('-50.00');
  });
});
