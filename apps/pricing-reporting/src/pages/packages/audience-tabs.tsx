import { Tabs } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import { AudiencePanel } from './audience-panel';
import { AUDIENCES } from './audiences';
import { useAudienceTab } from './use-audience-tab';
import * as styles from './audience-tabs.module.css';

/** The Business / Government / Agency tabs; the choice is kept in `?tab=`, which each tab links to. */
export function AudienceTabs({ isMobile }: { isMobile: boolean | undefined }) {
  const { t } = useTexts();
  const [selected, select, hrefOf] = useAudienceTab();
  const audienceOf = (id: string) => AUDIENCES.find((audience) => audience.id === id)!;
  return (
    <Tabs
      label={t('packages.tabs.label')}
      className={styles.tabs}
      tablistClassName={styles.tablist}
      selected={selected.id}
      onSelect={(id) => select(audienceOf(id))}
      hrefOf={(id) => hrefOf(audienceOf(id))}
      tabs={AUDIENCES.map((audience) => ({
        id: audience.id,
        label: t(`packages.tabs.${audience.id}`),
        panel: <AudiencePanel audience={audience} isMobile={isMobile} />,
      }))}
    />
  );
}
