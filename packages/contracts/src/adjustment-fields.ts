// An adjustment's words live with its schemas: the screens that show it load those anyway, and
// apart they would be a file small enough to join what every screen downloads.
export { adjustmentFieldFormats, adjustmentFieldLabels } from './adjustments.ts';
