import {
  AppShell,
  Badge,
  type CSSVariablesResolver,
  createTheme,
  Input,
  type MantineColorsTuple,
  PasswordInput,
  Switch,
} from '@mantine/core';
import classes from './theme.module.css';

/** The corporate purple: shade 6 of `brand` is the one colour the header, buttons and progress bar use. */
const brand: MantineColorsTuple = [
  '#f4eefa',
  '#e4d8f0',
  '#c8afe0',
  '#aa84cf',
  '#9160c1',
  '#7f48b4',
  '#5b2a86',
  '#4e2474',
  '#411e61',
  '#33174d',
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 6,
  fontFamily: 'Inter, system-ui, sans-serif',
  headings: { fontFamily: 'Poppins, Inter, system-ui, sans-serif', fontWeight: '600' },
  // spec §9: tablet 576 px, 768 px, laptop 992 px, desktop 1200 px
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  defaultRadius: 'sm',
  components: {
    // the focus ring (issue 29): Mantine's 2 px outline on buttons and links, on inputs too (their own
    // focus was a 1 px border colour), white on the purple header (theme.module.css)
    Input: Input.extend({ classNames: { input: classes.input } }),
    AppShell: AppShell.extend({ classNames: { header: classes.header } }),
    // the "show password" eye is reached with Tab like any button (Mantine leaves it out)
    PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleFocusable: true } }),
    Switch: Switch.extend({ classNames: { input: classes.switchInput, track: classes.switchTrack } }),
    // a light badge's text in the text colour: its colour's shade 6 (teal, orange …) is too pale on its own tint
    Badge: Badge.extend({
      styles: (_theme, props) =>
        props.variant === 'light' ? { label: { color: 'var(--mantine-color-text)' } } : {},
    }),
  },
});

/** Side menu width (spec §9). */
export const SIDE_MENU_WIDTH = 320;

/**
 * Mantine's dimmed grey (gray.6) reads at 3.3:1 on white, under WCAG's 4.5:1 for text: hints,
 * descriptions, weekday names and other months' days use gray.7 (axe-core, issue 28).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
