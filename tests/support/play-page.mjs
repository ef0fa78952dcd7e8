// The board games' play page (play.html) as the end-to-end tests drive it:
// points of the board from the painter's own geometry, clicks and drags
// there, moves typed, and the moves listed.

import { settled } from './site.mjs';

/**
 * Page coordinates of a CSS-pixel point `[x, y]` of the board's canvas;
 * `scroll`: the canvas scrolled into view first (by default).
 */
export async function onCanvas(page, [x, y], { scroll = true } = {}) {
  const board = page.locator('#board');
  if (scroll) await board.scrollIntoViewIfNeeded();
  const box = await board.boundingBox();
  return { x: box.x + x, y: box.y + y };
}

/**
 * Page coordinates of a place (a square's name or number, an arrow's
 * number) from the painter's geometry, on the board as the page turns it
 * (or as `flipped` says).
 */
export async function placeXY(page, place, { flipped = null, ...options } = {}) {
  const xy = await page.evaluate(
    ([p, f]) => Array.from(window.__rulebook.board.squareCenter(p, f ?? window.__rulebook.flipped)),
    [place, flipped],
  );
  return onCanvas(page, xy, options);
}

/** Page coordinates of a kind of piece in a side's hand. */
export async function handXY(page, side, kind, options) {
  const xy = await page.evaluate(
    ([s, k]) => Array.from(window.__rulebook.board.handCenter(s, k, window.__rulebook.flipped)),
    [side, kind],
  );
  return onCanvas(page, xy, options);
}

/** Clicks a place of the board; `settle`: then waits for what it changed to be drawn. */
export async function clickPlace(page, place, { settle = false, ...options } = {}) {
  const at = await placeXY(page, place, options);
  await page.mouse.click(at.x, at.y);
  if (settle) await settled(page);
}

/** Clicks a move's two places, from and to (`options` as `clickPlace`'s). */
export async function clickMove(page, from, to, options) {
  await clickPlace(page, from, options);
  await clickPlace(page, to, options);
}

/** Drags with the mouse from one page point to another, through the middle. */
export async function drag(page, a, b) {
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** Plays a move as typed text. */
export async function typeMove(page, text) {
  await page.fill('#move-input', text);
  await page.press('#move-input', 'Enter');
}

/** Plays moves one after the other as typed text. */
export async function typeMoves(page, moves) {
  for (const move of moves) await typeMove(page, move);
}

/** The moves in the list, as shown. */
export const plies = (page) => page.locator('#move-list .ply').allTextContents();
