import type { ColorToken } from './tokens';

/** WCAG AA minimums: body text 4.5:1; large text and the parts of a control (borders, focus ring) 3:1. */
export const AA_MINIMUM = { text: 4.5, large: 3, ui: 3 } as const;

export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  kind: keyof typeof AA_MINIMUM;
  /** Where the site draws the one on the other. */
  where: string;
}

const pair = (foreground: ColorToken, background: ColorToken, kind: ContrastPair['kind'], where: string): ContrastPair => ({
  foreground,
  background,
  kind,
  where,
});

/** The page surfaces text is read on: the page, pale bands and cards, soft banners and hovers. */
const PAGE_SURFACES = ['surface', 'surfaceAlt', 'brandSoft'] as const satisfies readonly ColorToken[];

/**
 * Every foreground the site's style sheets draw on a background, in both schemes: each token keeps
 * one role (a text colour stays a text colour, a fill stays under `inkInverse`), so a pair holds
 * wherever it appears.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...PAGE_SURFACES.flatMap((background) => [
    pair('ink', background, 'text', 'body text, headings, form labels'),
    pair('inkMuted', background, 'text', 'dates, hints, secondary text, unselected tabs'),
    pair('brand', background, 'text', 'links, the current menu entry, outlined buttons'),
    pair('brandStrong', background, 'text', 'titles, text buttons, selected tabs, post links'),
    pair('negative', background, 'text', 'field errors, required marks'),
    pair('positive', background, 'text', 'captcha and sending status'),
    pair('focus', background, 'ui', 'the focus ring'),
  ]),
  pair('accentStrong', 'surface', 'text', 'a blog card’s download link'),
  pair('warning', 'surface', 'text', 'a report form field’s warning'),
  pair('inkMuted', 'surface', 'ui', 'text field borders'),
  pair('brand', 'surface', 'ui', 'the selected tab’s underline, outlined button borders'),
  // Messages on their tinted boxes.
  pair('ink', 'warningSoft', 'text', 'notices: script needed, posted early, API reference notes, report box'),
  pair('inkMuted', 'warningSoft', 'text', 'the page being built notice'),
  pair('warning', 'warningSoft', 'text', 'the preview banner'),
  pair('ink', 'positiveSoft', 'text', 'the report request sent'),
  pair('positive', 'positiveSoft', 'text', 'success messages, available marks, API answers'),
  pair('ink', 'negativeSoft', 'text', 'the unsubscribe failure'),
  pair('negative', 'negativeSoft', 'text', 'form errors, failed API answers'),
  // Text on fills: the same white on a fill that is dark in both schemes.
  pair('inkInverse', 'brandFill', 'text', 'filled buttons, the selected pill tab, language and page numbers'),
  pair('inkInverse', 'brandFillStrong', 'text', 'a filled button under the pointer, the skip link, HTTP methods, banners'),
  pair('inkInverse', 'accentFill', 'text', 'the header’s register button'),
  pair('inkInverse', 'surfaceDark', 'text', 'the footer, code blocks, the home carousel, dark bands and panels'),
  pair('inkInverse', 'tagMarketing', 'text', 'blog category labels'),
  pair('inkInverse', 'tagHandbook', 'text', 'blog category labels, a carousel slide'),
  pair('inkInverse', 'tagExpert', 'text', 'blog category labels, a carousel slide'),
  pair('inkInverse', 'tagReport', 'text', 'blog category labels'),
  pair('brandFillStrong', 'inkInverse', 'text', 'the home carousel’s main call to action (a light fill on every slide)'),
  pair('focus', 'surfaceDark', 'ui', 'the focus ring in the footer, the carousel and dark panels'),
];
