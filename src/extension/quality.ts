/** Below this quality score (the page's predicted F1) the UI suggests recall mode; chosen with the model (engine/quality). */
export { THIN_QUALITY } from '../engine/quality';
