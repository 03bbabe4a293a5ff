import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

// One deep indigo for trust, one warm saffron accent for the main action (DESIGN.md).
const indigo: MantineColorsTuple = [
  '#eef0fb',
  '#d9ddf3',
  '#b0b9e6',
  '#8592da',
  '#6271cf',
  '#4c5cc9',
  '#3f51c7',
  '#3142b0',
  '#2b3a8c',
  '#1f2a6b',
];
const saffron: MantineColorsTuple = [
  '#fff4e2',
  '#ffe7cc',
  '#fccd9b',
  '#f9b265',
  '#f79b38',
  '#f68d1b',
  '#f6850a',
  // From shade 7 on, white text on the colour (and shade 9 text on shade 1) meets WCAG AA (4.5:1).
  '#b05a00',
  '#944b00',
  '#773c00',
];

/**
 * Mantine's palette with a darker shade 9. The light variant (badges, light buttons) writes its text in
 * shade 9 on shade 1, and screens write answers in green 9: Mantine's own shade 9 of these colours is
 * under WCAG AA's 4.5:1 there.
 */
function withDarkShade9(name: 'green' | 'red' | 'yellow' | 'orange', shade9: string): MantineColorsTuple {
  const tuple = [...DEFAULT_THEME.colors[name]];
  tuple[9] = shade9;
  return tuple as unknown as MantineColorsTuple;
}

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  colors: {
    indigo,
    saffron,
    green: withDarkShade9('green', '#1b6e2e'),
    red: withDarkShade9('red', '#a61e1e'),
    yellow: withDarkShade9('yellow', '#7a4a00'),
    orange: withDarkShade9('orange', '#8f3a0a'),
  },
  fontFamily: '"Noto Sans", "Noto Sans Devanagari", "Noto Sans Gujarati", system-ui, sans-serif',
  headings: {
    fontFamily: '"Noto Sans", "Noto Sans Devanagari", "Noto Sans Gujarati", system-ui, sans-serif',
    fontWeight: '700',
    sizes: { h1: { fontSize: '36px' }, h2: { fontSize: '28px' }, h3: { fontSize: '20px' } },
  },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '20px' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'md' } },
    Card: { defaultProps: { withBorder: true, radius: 'md' } },
    // The × of a dialog, drawer or toast is an icon alone: it needs a name for screen readers.
    // ("Dismiss", not "Close": several dialogs have their own Close button.)
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
  },
});

/**
 * Mantine's light scheme draws secondary ("dimmed") text in gray 6 and errors in red 6, both under
 * 4.5:1 on white; these shades meet WCAG AA on white and on the app's pale backgrounds.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
