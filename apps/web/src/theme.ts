import {
  type AlertProps,
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  Input,
  Loader,
  type MantineColorsTuple,
  type MantineTheme,
  PasswordInput,
} from '@mantine/core';
import { currentLocale, type MessageKey, translate } from './i18n';
import { contrastRatio, TEXT_CONTRAST } from './lib/contrast';
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

/**
 * Default props whose words follow the page's language: Mantine calls a function of default props
 * at each render (its `extend` types take only the object).
 */
const inPageLanguage = (props: (t: (key: MessageKey) => string) => Record<string, unknown>) => ({
  defaultProps: () => props((key) => translate(currentLocale(), key)),
});

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
    // plain objects, not `AppShell.extend(…)`, for the components the sign-in page does not show:
    // `extend` would bring their code into the entry every page loads (issue 29)
    AppShell: { classNames: { header: classes.header } },
    // the "show password" eye is reached with Tab like any button (Mantine leaves it out)
    PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleFocusable: true } }),
    Switch: { classNames: { input: classes.switchInput, track: classes.switchTrack } },
    // the icon-only buttons Mantine leaves unnamed: a dialog's or a drawer's ×, a notice's ×, a field's
    // clear button (a field may name its own, "Borrar la fecha"), the colour input's eye-dropper
    Modal: inPageLanguage((t) => ({ closeButtonProps: { 'aria-label': t('app.closeWindow') } })),
    Drawer: inPageLanguage((t) => ({ closeButtonProps: { 'aria-label': t('app.closeWindow') } })),
    Notification: {
      ...inPageLanguage((t) => ({ closeButtonProps: { 'aria-label': t('app.closeNotice') } })),
      // under a title Mantine writes the message in gray.6 (3.3:1), not in the dimmed grey
      classNames: { description: classes.noticeMessage },
    },
    Alert: {
      ...inPageLanguage((t) => ({ closeButtonLabel: t('app.closeNotice') })),
      // a light alert (Mantine's default) writes its title in the text colour, like a light badge:
      // a colour's shade 6 on its own tint reads under 4.5:1 (orange about 2.5:1)
      styles: (_theme: MantineTheme, props: AlertProps) =>
        (props.variant ?? 'light') === 'light' ? { title: { color: 'var(--mantine-color-text)' } } : {},
    },
    InputClearButton: inPageLanguage((t) => ({ 'aria-label': t('app.clearField') })),
    ColorInput: inPageLanguage((t) => ({ eyeDropperButtonProps: { 'aria-label': t('app.eyeDropper') } })),
    // a table wider than its box scrolls: the keyboard reaches it too (WCAG 2.1.1)
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // a spinner is a status: the name some are given ("Cargando…") is allowed on it, not on a bare span
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // a light or outline badge writes its label in the text colour, its colour on the tint or the
    // border: a colour's shade 6 (teal, orange …) is too pale on its own tint, and an office picks
    // a phase's colour freely
    Badge: {
      styles: (_theme: MantineTheme, props: BadgeProps) =>
        props.variant === 'light' || props.variant === 'outline'
          ? { label: { color: 'var(--mantine-color-text)' } }
          : {},
    },
  },
});

/** Side menu width (spec §9). */
export const SIDE_MENU_WIDTH = 320;

/**
 * The first shade from the 6th (the one Mantine writes with) that reads at 4.5:1 on `background`,
 * if any.
 */
export const readableShade = (shades: readonly string[], background: string): number | undefined =>
  [6, 7, 8, 9].find((shade) => contrastRatio(shades[shade] ?? background, background) >= TEXT_CONTRAST);

/**
 * Where a colour is text (`c="red"`, an outline badge, a white button) on white or on the light grey
 * of panels and table heads (`panel`), or under white text (a filled button or badge), its readable
 * shade (issue 29): Mantine's 6th is under 4.5:1 for most colours (blue 3.6:1 on white, red 3.3:1,
 * teal 2.6:1). A colour with no readable shade (teal, green, lime, yellow, orange) writes its text
 * in the text colour and fills with its darkest shade.
 */
function readableColourVariables(
  name: string,
  shades: readonly string[],
  panel: string,
): Record<string, string> {
  const shade = readableShade(shades, panel);
  const text = shade === undefined ? 'var(--mantine-color-text)' : `var(--mantine-color-${name}-${shade})`;
  const filled = shade ?? 9;
  return {
    [`--mantine-color-${name}-text`]: text,
    [`--mantine-color-${name}-outline`]: text,
    [`--mantine-color-${name}-filled`]: `var(--mantine-color-${name}-${filled})`,
    [`--mantine-color-${name}-filled-hover`]: `var(--mantine-color-${name}-${Math.min(filled + 1, 9)})`,
  };
}

/**
 * Text colours that read at 4.5:1 (WCAG 1.4.3): each colour's readable shade (above), and the dimmed
 * grey of hints, descriptions, weekday names and other months' days in gray.7 (Mantine's gray.6
 * reads at 3.3:1 on white; axe-core, issue 28).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...Object.assign(
      {},
      ...Object.entries(resolved.colors).map(([name, shades]) =>
        readableColourVariables(name, shades, resolved.colors.gray[1]),
      ),
    ),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
