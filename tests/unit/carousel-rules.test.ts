import { describe, expect, it } from 'vitest';
import { visibleBoxCount, windowFrom } from '../../client/src/shell/carousel-rules';

describe('visibleBoxCount', () => {
  it('fits as many 110px boxes as the width allows', () => {
    expect(visibleBoxCount(330, 110)).toBe(3);
    expect(visibleBoxCount(329, 110)).toBe(2);
    expect(visibleBoxCount(880, 110)).toBe(8);
  });
  it('shows at least one box, even in a narrow or unmeasured container', () => {
    expect(visibleBoxCount(50, 110)).toBe(1);
    expect(visibleBoxCount(0, 110)).toBe(1);
    expect(visibleBoxCount(Number.NaN, 110)).toBe(1);
  });
  it('uses 110px per box when the box cannot be measured', () => {
    expect(visibleBoxCount(440, 0)).toBe(4);
    expect(visibleBoxCount(440, Number.NaN)).toBe(4);
  });
});

describe('windowFrom', () => {
  it('wraps around the end of the list', () => {
    expect(windowFrom(['a', 'b', 'c', 'd'], 3, 3)).toEqual(['d', 'a', 'b']);
  });
  it('never repeats a build when fewer builds than boxes exist', () => {
    expect(windowFrom(['a', 'b'], 1, 5)).toEqual(['b', 'a']);
  });
  it('gives nothing for no builds', () => {
    expect(windowFrom([], 0, 3)).toEqual([]);
  });
});
