import { transText } from '@echowatch/remote-kit/trans-text';
import { NAMESPACE, type AuthTexts } from './texts';

/** Texts with markup (`<terms>…</terms>`), apart from `useTexts` so only the pages that show one load its code. */
export const TransText = transText<AuthTexts>(NAMESPACE);
