import type { NamespaceResources } from '@echowatch/remote-kit';

type Texts = Record<string, unknown>;

const isGroup = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isGroup(value) && isGroup(target[key]) ? merge({ ...(target[key] as Texts) }, value) : value;
  }
  return target;
}

/** Joins text groups the way registering them one after another does (i18next merges deeply). */
export function mergeTexts(groups: NamespaceResources[]): NamespaceResources {
  return {
    vi: groups.reduce<Texts>((all, group) => merge(all, group.vi), {}),
    en: groups.reduce<Texts>((all, group) => merge(all, group.en), {}),
  };
}
