/** What a chart is painted with, read from the page so it matches the theme in use. */
export type ChartColours = {
  primary: string;
  text: string;
  grid: string;
  fontFamily: string;
};

// antd's light defaults, for a page without the theme's variables (a test, an error page).
const FALLBACK_PRIMARY = '#1677ff';

function read(style: CSSStyleDeclaration, name: string, fallback: string): string {
  return style.getPropertyValue(name).trim() || fallback;
}

/**
 * The theme engine writes the primary colour into --primary-NN on the root (and the look as a
 * body class); antd declares its text and border colours as CSS variables on the subtree it
 * styles, so those are read from the canvas itself.
 */
export function chartColours(canvas: HTMLCanvasElement): ChartColours {
  const root = getComputedStyle(document.documentElement);
  const local = getComputedStyle(canvas);
  const dark = document.body.classList.contains('theme-dark');
  return {
    primary: read(root, '--primary-100', FALLBACK_PRIMARY),
    text: read(
      local,
      '--ant-color-text-secondary',
      dark ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.65)',
    ),
    grid: read(local, '--ant-color-border-secondary', dark ? '#303030' : '#f0f0f0'),
    fontFamily: read(root, '--font-family', read(local, 'font-family', 'sans-serif')),
  };
}
