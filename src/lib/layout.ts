// §9 (business constants and limits) root font size: the design is 750 px wide and sized in rem, 1 rem = 200 px at full width.
export const DESIGN_WIDTH = 750;
export const ROOT_FONT_MAX = 200;

/** 200 px at widths of 750 or more, else 200 × width / 750. */
export function rootFontSize(width: number): number {
  return width >= DESIGN_WIDTH ? ROOT_FONT_MAX : (ROOT_FONT_MAX * width) / DESIGN_WIDTH;
}
