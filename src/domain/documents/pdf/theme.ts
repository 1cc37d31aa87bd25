import { rgb } from 'pdf-lib';

/** A4 in points. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN_X = 48;
export const MARGIN_TOP = 48;
/** Leaves room for the page-number footer. */
export const MARGIN_BOTTOM = 60;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
export const RIGHT_EDGE = PAGE_WIDTH - MARGIN_X;

export const COLOURS = {
  text: rgb(0.12, 0.14, 0.17),
  muted: rgb(0.42, 0.45, 0.5),
  accent: rgb(0.09, 0.3, 0.5),
  rule: rgb(0.82, 0.84, 0.87),
  headerFill: rgb(0.93, 0.95, 0.97),
  totalFill: rgb(0.9, 0.94, 0.98),
  white: rgb(1, 1, 1),
};

export const SIZES = {
  body: 9.5,
  small: 8,
  heading: 22,
  section: 10.5,
  lineGap: 1.32,
};
