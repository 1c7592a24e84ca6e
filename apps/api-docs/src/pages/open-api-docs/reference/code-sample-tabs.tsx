import { useState } from 'react';
import { Tabs } from '@echowatch/ui';
import { useTexts } from '../../../i18n/texts';
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
  const { t } = useTexts();
  const [selected, setSelected] = useState<SampleLanguage>('curl');

  return (
    <>
      <h4 className={reference.subheading}>{t(`${P}.title`)}</h4>
      <p>{t(`${P}.intro`, { variable: request.keyVariable })}</p>
      <Tabs
        label={t(`${P}.label`)}
        variant="folder"
        idPrefix={`${idPrefix}-sample`}
        selected={selected}
        onSelect={setSelected}
        // The panel holds only text, so it takes focus itself after the tabs.
        focusablePanels
        panelClassName={styles.panel}
        tabs={SAMPLE_LANGUAGES.map((language) => ({
          id: language,
          label: t(`${P}.languages.${language}`),
          panel: (
            <pre className={styles.sample}>
              <code>{codeSample(language, request)}</code>
            </pre>
          ),
        }))}
      />
    </>
  );
}
