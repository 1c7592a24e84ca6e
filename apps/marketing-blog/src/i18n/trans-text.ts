import { transText } from '@echowatch/remote-kit/trans-text';
import { NAMESPACE, type MarketingTexts } from './texts';

/** Texts with markup (`<phone>…</phone>`), apart from `useTexts` so only the pages that show one load its code. */
export const TransText = transText<MarketingTexts>(NAMESPACE);
