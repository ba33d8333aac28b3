import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Công ty "Tóc Việt", chi nhánh 1')).toBe('"Công ty ""Tóc Việt"", chi nhánh 1"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(4.5)).toBe('"4.5"');
    expect(csvCell('dòng 1\ndòng 2')).toBe('"dòng 1\ndòng 2"');
  });

  it('keeps a cell that would start a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}HYPERLINK("http://x")`)).toBe(`"'${start}HYPERLINK(""http://x"")"`);
    }
    expect(csvCell(-5)).toBe('"-5"');
  });

  it('starts with a BOM and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', 2]])).toBe('\uFEFF"a","b"\r\n"1","2"\r\n');
  });
});
