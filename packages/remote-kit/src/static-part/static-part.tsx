import { createContext, use, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import i18next from 'i18next';
import type { Language } from '@echowatch/contracts';
import { keepTextGroups, loadTexts, textsAdded, type TextGroup } from '../i18n/text-groups';
import { useLanguageNow } from '../on-demand/shown-props';
import { onServer } from './on-server';

/**
 * The page's groups of texts that only its static parts read: the server loads them with the page
 * (`definePage`'s third list), the browser only when a static part has to be drawn there.
 */
const StaticTextsContext = createContext<readonly TextGroup[]>([]);

export function StaticPartTexts({ groups, children }: { groups: readonly TextGroup[]; children: ReactNode }) {
  return <StaticTextsContext value={groups}>{children}</StaticTextsContext>;
}

// One promise per list of groups and language, so a part that waits for them suspends on the same
// promise every time it is tried again. A failed download is tried afresh on the next attempt.
// Texts already there (a language switch loaded them) make a promise React reads as settled at
// once, so the part is drawn without suspending.
const loading = new WeakMap<readonly TextGroup[], Map<Language, Promise<void>>>();

function textsReady(groups: readonly TextGroup[], language: Language): Promise<void> {
  let byLanguage = loading.get(groups);
  if (!byLanguage) loading.set(groups, (byLanguage = new Map()));
  let pending = byLanguage.get(language);
  if (!pending) {
    if (textsAdded(groups, language)) return Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
    pending = loadTexts(groups, language);
    pending.catch(() => byLanguage.delete(language));
    byLanguage.set(language, pending);
  }
  return pending;
}

const subscribeToNothing = () => () => undefined;
const WRAPPER_STYLE = { display: 'contents' } as const;

/** Draws the part in the browser, once the texts only static parts read are there in `language`. */
function Drawn({ groups, language, children }: { groups: readonly TextGroup[]; language: Language; children: ReactNode }) {
  use(textsReady(groups, language));
  return children;
}

interface StaticPartProps {
  children: ReactNode;
  /**
   * The part shows the same in every language (a post's body): a language switch keeps it as it is
   * rather than drawing it again.
   */
  sameInEveryLanguage?: boolean;
}

/**
 * A part of a page that has nothing to do in the browser (legal text, a post's body, a marketing
 * section without handlers). The server renders it inside one wrapper element. When the browser
 * hydrates a server-rendered page, the part renders nothing and the server's markup stays exactly as
 * it was sent: its components do not run, so neither their code's work nor their texts are needed
 * (the texts only such parts read are loaded on the server alone, `definePage`'s third list). Drawn
 * fresh in the browser (a visit by client navigation), it loads those texts and renders in full.
 * After a language switch it is drawn again in the new language (unless it is the same in every
 * language); `switchLanguage` has the texts loaded first.
 *
 * Links inside it are plain links: following one loads the whole page.
 */
export function StaticPart({ children, sameInEveryLanguage = false }: StaticPartProps) {
  const groups = useContext(StaticTextsContext);
  // False on the server and while hydrating, true when mounted fresh; read once, at mount, so the
  // part never changes its mind when the page renders again after hydration.
  const mountedFresh = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [keepsServerMarkup] = useState(!mountedFresh);
  const language = useLanguageNow() as Language;
  const [firstLanguage] = useState(language);
  const server = onServer();
  const languageChanged = !sameInEveryLanguage && language !== firstLanguage;
  // Once drawn, it stays drawn: going back to the kept markup would empty it.
  const [redrawn, setRedrawn] = useState(false);
  if (!server && keepsServerMarkup && languageChanged && !redrawn) setRedrawn(true);
  // A later language switch brings these texts along before it changes the language.
  useEffect(() => keepTextGroups(groups, i18next), [groups]);

  if (server) {
    return (
      <div data-static-part="" style={WRAPPER_STYLE}>
        {children}
      </div>
    );
  }
  if (keepsServerMarkup && !redrawn && !languageChanged) {
    // The same element, told its content is an empty string React must not compare: hydration
    // adopts the server's content as it is, and React never writes into it afterwards.
    return <div data-static-part="" style={WRAPPER_STYLE} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  // A new element (key) rather than the kept one given children: React would add them after the
  // server's markup instead of in its place.
  return (
    <div key="drawn" data-static-part="" style={WRAPPER_STYLE}>
      <Drawn groups={groups} language={language}>
        {children}
      </Drawn>
    </div>
  );
}
