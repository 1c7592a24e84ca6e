import { useId, useState, type ReactNode } from 'react';
import type { FeatureModule } from '@echowatch/contracts/pricing';
import { useTexts } from '../../i18n/texts';

interface ModuleExpanderProps {
  expanded: boolean;
  /** The ids of what it shows or hides, space-separated. */
  controls: string;
  onToggle: () => void;
  /** The look of the table's row button or of the card's. */
  classNames: { button?: string; chevron?: string };
  children: ReactNode;
}

/** The button that shows or hides a feature module's features, marked open or closed. */
export function ModuleExpander({ expanded, controls, onToggle, classNames, children }: ModuleExpanderProps) {
  return (
    <button type="button" className={classNames.button} aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      <span aria-hidden="true" className={classNames.chevron}>
        {expanded ? '▾' : '▸'}
      </span>
      {children}
    </button>
  );
}

/**
 * What a feature module's row (table) or entry (card) needs: its name, whether its features are
 * open, and whether it lists none — no rule names this module per package (R-PRICE-3), so the
 * page points to the sales team rather than guess.
 */
export function useFeatureModule(module: FeatureModule) {
  const { t } = useTexts();
  const [expanded, setExpanded] = useState(false);
  return {
    t,
    name: t(`packages.modules.${module.id}`),
    onRequest: module.features.length === 0,
    expanded,
    toggle: () => setExpanded((open) => !open),
    detailsId: useId(),
  };
}
