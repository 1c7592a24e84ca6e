// The one source of the site's visual language. CSS reads these as --ew-* custom properties.

/**
 * The light scheme. Each colour has one role in both schemes: `ink*`, `brand`, `brandStrong`,
 * `accentStrong`, `positive`, `negative` and `warning` are read on the page's surfaces; the `*Fill`
 * colours, `surfaceDark` and the tags are backgrounds that `inkInverse` text sits on.
 */
export const colors = {
  brand: '#0b5cad',
  brandStrong: '#083f78',
  brandSoft: '#e7f0fa',
  accent: '#f2994a',
  accentStrong: '#a8520b',
  ink: '#15212e',
  inkMuted: '#4a5a6a',
  inkInverse: '#ffffff',
  surface: '#ffffff',
  surfaceAlt: '#f4f7fb',
  surfaceDark: '#0f2236',
  border: '#d3dce6',
  focus: '#c2570c',
  positive: '#1d7a46',
  positiveSoft: '#e3f4ea',
  negative: '#b42318',
  negativeSoft: '#fdecea',
  warning: '#8a5a00',
  warningSoft: '#fff4d6',
  tagMarketing: '#0b5cad',
  tagHandbook: '#1d7a46',
  tagExpert: '#7a3eb1',
  tagReport: '#a8520b',
  brandFill: '#0b5cad',
  brandFillStrong: '#083f78',
  accentFill: '#a8520b',
  mutedFill: '#4a5a6a',
  /** Behind a picture of an article, for a transparent one drawn for a light page. */
  imageBackdrop: 'transparent',
} as const;

export type ColorToken = keyof typeof colors;

/**
 * The dark scheme, declared when the visitor's system prefers it (`prefers-color-scheme: dark`):
 * dark surfaces, light text, and fills kept dark enough for their white text. Chosen for WCAG AA
 * (CONTRAST_PAIRS in contrast-pairs.ts, checked by contrast.test.ts).
 */
export const darkColors = {
  brand: '#7cb8f7',
  brandStrong: '#a9d0fa',
  brandSoft: '#19304a',
  accent: '#f2994a',
  accentStrong: '#f5ab6b',
  ink: '#e6edf4',
  inkMuted: '#a9b8c7',
  inkInverse: '#ffffff',
  surface: '#101922',
  surfaceAlt: '#17222e',
  surfaceDark: '#09111a',
  border: '#2f3e4e',
  focus: '#f5a524',
  positive: '#6dd49a',
  positiveSoft: '#12301f',
  negative: '#ff9a8f',
  negativeSoft: '#3a1a17',
  warning: '#f0c05a',
  warningSoft: '#30260e',
  tagMarketing: '#0b5cad',
  tagHandbook: '#1d7a46',
  tagExpert: '#7a3eb1',
  tagReport: '#a8520b',
  brandFill: '#1f66b2',
  brandFillStrong: '#0b4d91',
  accentFill: '#a8520b',
  mutedFill: '#3f4d5b',
  imageBackdrop: '#f4f7fb',
} as const satisfies Record<ColorToken, string>;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
  display: '2.75rem',
} as const;

// The system's own faces, on purpose (docs/decisions/0011-system-fonts.md): each has Vietnamese
// glyphs, none is downloaded, and text never swaps face after the first paint.
export const fontFamilies = {
  body: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  mono: "SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export const lineHeights = { tight: '1.25', body: '1.6' } as const;

export const spacing = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4.5rem',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

export const shadows = {
  card: '0 1px 3px rgba(21, 33, 46, 0.12), 0 4px 12px rgba(21, 33, 46, 0.06)',
  raised: '0 8px 24px rgba(21, 33, 46, 0.16)',
} as const;

export const layout = { contentMaxWidth: '1200px', headerHeight: '64px' } as const;

/**
 * Widths in px. `mobileMax` is the mobile layout breakpoint, 834 px or less (docs/product-rules.md,
 * R-SITE-2). `compactHeaderMax`: below 1,200 px the site header's full menu (seven entries, sign-in,
 * register, the language choice) does not fit in the longer language and folds behind its button.
 */
export const breakpoints = { mobileMax: 834, compactHeaderMax: 1199 } as const;

export const mediaQueries = {
  mobile: `(max-width: ${breakpoints.mobileMax}px)`,
  desktop: `(min-width: ${breakpoints.mobileMax + 1}px)`,
  compactHeader: `(max-width: ${breakpoints.compactHeaderMax}px)`,
  fullHeader: `(min-width: ${breakpoints.compactHeaderMax + 1}px)`,
} as const;
