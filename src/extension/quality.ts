/** Below this quality score the UI suggests recall mode; the engine documents ~0.35 as its "thin" line (types.ts). */
export const THIN_QUALITY = 0.35;
