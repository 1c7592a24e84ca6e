import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import i18next from 'i18next';
import type { Language } from '@echowatch/contracts';
import { keepTextGroups, loadTexts, type TextGroup } from '../i18n/text-groups';
import { useLanguageNow } from '../on-demand/shown-props';
import { onServer } from './on-server';

const subscribeToNothing = () => () => undefined;
const NO_TEXTS: readonly TextGroup[] = [];
const WRAPPER_STYLE = { display: 'contents' } as const;

// While its code or texts are on their way (the server's stream waits for them; a client navigation
// cannot), the part is marked as loading, as a part on demand is.
const LOADING = <div data-loading-part="" aria-busy="true" style={WRAPPER_STYLE} />;

/**
 * Draws the part in the browser once the texts only static parts read are there in `language`
 * (marked as loading meanwhile; a moment when a language switch has already loaded them). Texts that
 * cannot be downloaded fail the page like any error in it.
 */
function Drawn({ groups, language, children }: { groups: readonly TextGroup[]; language: Language; children: ReactNode }) {
  const [loadedIn, setLoadedIn] = useState<Language | null>(groups.length === 0 ? language : null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const ready = groups.length === 0 || loadedIn === language;
  useEffect(() => {
    if (ready) return;
    let active = true;
    // Each group downloads a language once (defineTexts), however many parts ask for it.
    loadTexts(groups, language).then(
      () => active && setLoadedIn(language),
      (error: unknown) => active && setFailure({ error }),
    );
    return () => {
      active = false;
    };
  }, [groups, language, ready]);
  if (failure) throw failure.error;
  return ready ? children : LOADING;
}

interface StaticPartProps {
  children: ReactNode;
  /**
   * The groups of texts only static parts read, as the page's `definePage` names them (its third
   * list): the server has them; the browser loads them before it draws the part itself. A constant,
   * not a list made anew on every render.
   */
  texts?: readonly TextGroup[];
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
 * Links inside it are plain links: following one loads the whole page. Its children may be a lazy
 * component: the server waits for it, a hydrating browser never downloads it.
 */
export function StaticPart({ children, texts: groups = NO_TEXTS, sameInEveryLanguage = false }: StaticPartProps) {
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
        <Suspense fallback={LOADING}>{children}</Suspense>
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
      <Suspense fallback={LOADING}>
        <Drawn groups={groups} language={language}>
          {children}
        </Drawn>
      </Suspense>
    </div>
  );
}
