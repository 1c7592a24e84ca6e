import { useCallback, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { NavLink, useLocation } from '@echowatch/routing';
import { useTexts } from '../i18n/texts';
import { EarlyToggleState, useAdoptEarlyToggle, useEarlyToggleButton } from './early-toggle';
import { currentIn, type NavGroupItem } from './nav-items';
import { useDismiss } from './use-dismiss';
import * as styles from './site-header.module.css';

interface GroupButtonProps {
  ref: Ref<HTMLButtonElement>;
  stateId: string;
  listId: string;
  open: boolean;
  current: ReturnType<typeof currentIn>;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * The group's button. Its own component because it is drawn again once the page is live (the
 * browser's toggle gives way to React's state): only it, not the group's links.
 */
function GroupButton({ ref, stateId, listId, open, current, onToggle, children }: GroupButtonProps) {
  const toggle = useEarlyToggleButton(stateId, open);
  return (
    <button ref={ref} type="button" className={styles.groupButton} {...toggle} aria-controls={listId} aria-current={current} onClick={onToggle}>
      {children}
    </button>
  );
}

/**
 * A disclosure menu: a button with aria-expanded that shows its links; Escape closes it. It opens
 * and closes before the page is live too (see EarlyToggleState).
 */
export function NavGroup({ item }: { item: NavGroupItem }) {
  const { t } = useTexts();
  const listId = useId();
  const root = useRef<HTMLLIElement>(null);
  const { pathname } = useLocation();
  // The submenu belongs to the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const stateId = `${listId}-open`;
  useAdoptEarlyToggle(stateId, useCallback(() => setOpenOn(pathname), [pathname]));
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, root, useCallback(() => setOpenOn(null), []), button);

  return (
    <li ref={root} className={styles.group}>
      <GroupButton
        ref={button}
        stateId={stateId}
        listId={listId}
        open={open}
        current={currentIn(item, pathname)}
        onToggle={() => setOpenOn(open ? null : pathname)}
      >
        {t(item.labelKey)}
        <span aria-hidden="true" className={styles.caret} />
      </GroupButton>
      <EarlyToggleState id={stateId} className={styles.groupState} />
      <ul id={listId} className={styles.submenu} hidden={!open}>
        {item.children.map((child) => (
          <li key={child.to}>
            <NavLink to={child.to} className={styles.submenuLink}>
              {t(child.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
