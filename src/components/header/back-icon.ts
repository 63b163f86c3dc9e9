/** The back arrow's one path, drawn by BackIcon (icons.tsx) and by the early header (early-header.ts). */
export const BACK_ICON = { viewBox: '0 0 24 24', size: 22, d: 'M15 4l-8 8 8 8' } as const;
