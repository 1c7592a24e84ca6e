import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@echowatch/translation';
import { NAMESPACE } from '../../../i18n/resources';
import { codeSample, SAMPLE_LANGUAGES, type SampleLanguage, type SampleRequest } from './code-samples';
import * as styles from './code-sample-tabs.module.css';
import * as reference from './reference.module.css';

interface CodeSampleTabsProps {
  request: SampleRequest;
  idPrefix: string;
}

const P = 'reference.samples';

/** The call written in curl, JavaScript and Python, one ARIA tab each. */
export function CodeSampleTabs({ request, idPrefix }: CodeSampleTabsProps) {
  const { t } = useTranslation(NAMESPACE);
  const [selected, setSelected] = useState<SampleLanguage>('curl');
  const tabs = useRef<Partial<Record<SampleLanguage, HTMLButtonElement | null>>>({});
  const tabId = (language: SampleLanguage) => `${idPrefix}-sample-tab-${language}`;
  const panelId = (language: SampleLanguage) => `${idPrefix}-sample-panel-${language}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = SAMPLE_LANGUAGES.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % SAMPLE_LANGUAGES.length,
      ArrowLeft: (index - 1 + SAMPLE_LANGUAGES.length) % SAMPLE_LANGUAGES.length,
      Home: 0,
      End: SAMPLE_LANGUAGES.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const language = SAMPLE_LANGUAGES[target]!;
    setSelected(language);
    tabs.current[language]?.focus();
  };

  return (
    <>
      <h4 className={reference.subheading}>{t(`${P}.title`)}</h4>
      <p>{t(`${P}.intro`, { variable: request.keyVariable })}</p>
      <div role="tablist" aria-label={t(`${P}.label`)} className={styles.tabs}>
        {SAMPLE_LANGUAGES.map((language) => (
          <button
            key={language}
            ref={(element) => {
              tabs.current[language] = element;
            }}
            type="button"
            role="tab"
            id={tabId(language)}
            aria-selected={language === selected}
            aria-controls={panelId(language)}
            tabIndex={language === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(language)}
            onKeyDown={onKeyDown}
          >
            {t(`${P}.languages.${language}`)}
          </button>
        ))}
      </div>
      {SAMPLE_LANGUAGES.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={panelId(language)}
          aria-labelledby={tabId(language)}
          hidden={language !== selected}
          // The panel holds only text, so it takes focus itself after the tabs.
          tabIndex={0}
          className={styles.panel}
        >
          {language === selected && (
            <pre className={styles.sample}>
              <code>{codeSample(language, request)}</code>
            </pre>
          )}
        </div>
      ))}
    </>
  );
}
