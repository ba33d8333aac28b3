import { describe, expect, it } from 'vitest';
import { preferredPageSize, tablePageSize, tablePageSizeOptions } from './use-table-page-size';

describe('a back-office table page size', () => {
  it("follows the user's items per page when the table was given no size", () => {
    expect(tablePageSize(undefined, 20)).toBe(20);
    expect(tablePageSize(undefined, 30)).toBe(30);
    expect(tablePageSize(undefined, 100)).toBe(100);
  });

  it('keeps a size chosen on the table or in the URL over the preference', () => {
    expect(tablePageSize(50, 20)).toBe(50);
    expect(tablePageSize(10, 100)).toBe(10);
  });

  it('ignores a chosen size that is no page size', () => {
    expect(tablePageSize(0, 20)).toBe(20);
    expect(tablePageSize(-5, 20)).toBe(20);
    expect(tablePageSize(2.5, 20)).toBe(20);
    expect(tablePageSize(Number.NaN, 20)).toBe(20);
  });

  it('stays within what the list takes', () => {
    expect(preferredPageSize(100, { max: 50 })).toBe(50);
    expect(preferredPageSize(30, { max: 50 })).toBe(30);
    expect(preferredPageSize(30, { only: [10, 20, 50] })).toBe(20);
    expect(preferredPageSize(100, { only: [10, 20, 50] })).toBe(50);
    expect(preferredPageSize(10, { only: [20, 50] })).toBe(20);
    expect(tablePageSize(undefined, 70, { max: 50 })).toBe(50);
  });

  it("offers the usual sizes with the user's own among them, in order", () => {
    expect(tablePageSizeOptions(20)).toEqual([10, 20, 50, 100]);
    expect(tablePageSizeOptions(30)).toEqual([10, 20, 30, 50, 100]);
    expect(tablePageSizeOptions(70, { max: 50 })).toEqual([10, 20, 50]);
    expect(tablePageSizeOptions(30, { only: [10, 20, 50] })).toEqual([10, 20, 50]);
  });
});
