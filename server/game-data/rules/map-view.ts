/**
 * The game tile a map's address names once the view has moved (a shared link
 * drifted by one tile after load). Leaflet lays its view on whole screen pixels, so the centre it
 * reads back after a move can lie up to a pixel from the point the view was set to: at zoom 0 a
 * pixel is a game tile, at zoom -3 eight. The middle of the linked tile (`#700,300,7:0`, centre
 * 700.5, 300.5) read back as 701.0, 301.0 named the next tile.
 *
 * So on each axis, a move that ends less than one pixel from the middle of the tile the address
 * named (a pixel at the coarser of the zooms before and after: a zoom keeps the error of the pixels
 * it started from) keeps that tile's column (or row); otherwise the address names the column (or
 * row) under the centre. A pan to the right by the arrow key keeps the row.
 */

export interface TilePosition {
  x: number;
  y: number;
}

/**
 * `named`: the tile the address named before the move (the link's, or the last one written), or
 * null when there is none. `centre`: the view's centre after the move, in game tiles (x right,
 * y down; a tile's middle is its corner + 0.5). `zooms`: Leaflet's zoom before and after (2^zoom
 * pixels per tile).
 */
export function tileAfterMove(named: TilePosition | null, centre: TilePosition, zooms: { before: number; after: number }): TilePosition {
  const pixel = 2 ** -Math.min(zooms.before, zooms.after);
  const axis = (at: number, was: number | undefined) => (was !== undefined && Math.abs(at - (was + 0.5)) < pixel ? was : Math.floor(at));
  return { x: axis(centre.x, named?.x), y: axis(centre.y, named?.y) };
}
