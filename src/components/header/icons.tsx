/** The header's line icons (currentColor, so they follow the theme). */
import { BACK_ICON } from './back-icon';
import { LOGO_ICON, MENU_ICON, SEARCH_ICON, type IconShape } from './icon-shapes';

export function BackIcon() {
  return (
    <svg viewBox={BACK_ICON.viewBox} width={BACK_ICON.size} height={BACK_ICON.size} aria-hidden>
      <path
        d={BACK_ICON.d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** An icon of icon-shapes.ts (the early twins draw the same data). */
function ShapeIcon({ shape, size = shape.size }: { shape: IconShape; size?: number }) {
  return (
    <svg viewBox={shape.viewBox} width={size} height={size} aria-hidden>
      {shape.parts.map(({ tag: Tag, attrs }, i) => (
        <Tag key={i} {...attrs} />
      ))}
    </svg>
  );
}

export function SearchIcon() {
  return <ShapeIcon shape={SEARCH_ICON} />;
}

export function MenuIcon() {
  return <ShapeIcon shape={MENU_ICON} />;
}

/** The app's logo (header, download footer). */
export function LogoIcon({ size = LOGO_ICON.size }: { size?: number }) {
  return <ShapeIcon shape={LOGO_ICON} size={size} />;
}
