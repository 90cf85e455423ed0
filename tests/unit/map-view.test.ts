import { describe, expect, it } from 'vitest';
import { tileAfterMove } from '../../server/game-data/rules/map-view';

const same = (zoom: number) => ({ before: zoom, after: zoom });

describe('the tile a map’s address names after a move', () => {
  it('keeps the linked tile when Leaflet reads its middle back half a pixel off at zoom 0 (the #700,300 → #701,301 drift)', () => {
    // The middle of 700,300 is 700.5,300.5; Leaflet's whole-pixel origin put the centre on 701,301.
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 701, y: 301 }, same(0))).toEqual({ x: 700, y: 300 });
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 700, y: 300 }, same(0))).toEqual({ x: 700, y: 300 });
  });

  it('moves to the tile under the centre once the move is a whole pixel or more, each axis on its own', () => {
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 701.5, y: 300.5 }, same(0))).toEqual({ x: 701, y: 300 });
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 700.5, y: 299.5 }, same(0))).toEqual({ x: 700, y: 299 });
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 702, y: 298.9 }, same(0))).toEqual({ x: 702, y: 298 });
    // Just under a pixel still keeps it.
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 701.49, y: 299.51 }, same(0))).toEqual({ x: 700, y: 300 });
    // The arrow key's pan to the right (80 px) from a centre read half a pixel low keeps the row.
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 781, y: 301 }, same(0))).toEqual({ x: 781, y: 300 });
  });

  it('scales the pixel with the zoom: eight tiles at -3, an eighth of a tile at 3', () => {
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 708.4, y: 292.6 }, same(-3))).toEqual({ x: 700, y: 300 });
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 708.5, y: 300.5 }, same(-3))).toEqual({ x: 708, y: 300 });
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 700.6, y: 300.4 }, same(3))).toEqual({ x: 700, y: 300 });
    // At zoom 3 the tile under the centre is the one named, even a few pixels from its middle.
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 700.9, y: 300.5 }, same(3))).toEqual({ x: 700, y: 300 });
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 701.01, y: 300.5 }, same(3))).toEqual({ x: 701, y: 300 });
  });

  it('judges a zoom by the coarser of its two zooms (the centre keeps the error of the pixels it started from)', () => {
    // Zoomed in from 0 to 3 about a centre read half a tile off: the linked tile stays.
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 701, y: 301 }, { before: 0, after: 3 })).toEqual({ x: 700, y: 300 });
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 701, y: 301 }, { before: 3, after: 0 })).toEqual({ x: 700, y: 300 });
    // Zoomed about the pointer far from the middle: the tile under the new centre.
    expect(tileAfterMove({ x: 700, y: 300 }, { x: 760.2, y: 300.5 }, { before: 0, after: 1 })).toEqual({ x: 760, y: 300 });
  });

  it('without a named tile, or with a centre on the world’s first tiles, names the tile under the centre', () => {
    expect(tileAfterMove(null, { x: 700.5, y: 300.5 }, same(0))).toEqual({ x: 700, y: 300 });
    expect(tileAfterMove(null, { x: 0, y: 0.99 }, same(5))).toEqual({ x: 0, y: 0 });
    expect(tileAfterMove({ x: 0, y: 0 }, { x: -0.2, y: 0.5 }, same(0))).toEqual({ x: 0, y: 0 });
    expect(tileAfterMove({ x: 5, y: 5 }, { x: -0.2, y: 0.5 }, same(0))).toEqual({ x: -1, y: 0 });
  });
});
