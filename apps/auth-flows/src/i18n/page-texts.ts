import type { NamespaceResources } from '@echowatch/remote-kit';
import { layoutTexts } from './layout-texts';

interface Texts {
  vi: object;
  en: object;
}

/** Puts a group of texts under one key of the namespace, e.g. login.title. */
export function keyed(key: string, texts: Texts): NamespaceResources {
  return { vi: { [key]: texts.vi }, en: { [key]: texts.en } };
}

/**
 * The texts one page registers: the auth layout's plus the groups it names. Each exposed page
 * registers only its own, so a page's chunk carries no other page's texts.
 */
export function pageTexts(...groups: Texts[]): NamespaceResources {
  return [keyed('layout', layoutTexts), ...groups].reduce<NamespaceResources>(
    (all, group) => ({ vi: { ...all.vi, ...group.vi }, en: { ...all.en, ...group.en } }),
    { vi: {}, en: {} },
  );
}
