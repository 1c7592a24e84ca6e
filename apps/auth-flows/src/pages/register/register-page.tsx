import { useEffect, useId, useRef, useState } from 'react';
import { amountFormat, FREE_TRIAL, FREE_TRIAL_PARAM } from '@echowatch/contracts/pricing';
import { useSearchParams } from '@echowatch/routing';
import { onDemand } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import { AuthLayout } from '../auth-layout/auth-layout';
import { wellFormedToken } from '../shared/link-token';
import { BusinessNotice } from './business-notice';
import { OrganizationChoice, type OrganizationKind } from './organization-choice';
import { RegisterDone } from './register-done';
import * as page from '../shared/auth-page.module.css';
import * as styles from './register-page.module.css';

// The form and its form library come when a visitor reaches for it (docs/performance.md).
const RegistrationForm = onDemand('register-form', () => import('./registration-form').then((module) => module.RegistrationForm));

/**
 * A new step of the form is shown from its top, not where the button that led to it was: the page
 * scrolls to its heading and the step's label takes focus, so a screen reader says which step it is.
 */
function useStepInView(step: 1 | 2) {
  const top = useRef<HTMLDivElement>(null);
  const label = useRef<HTMLParagraphElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    // jsdom and very old browsers have no scrollIntoView; focus still moves.
    top.current?.scrollIntoView?.({ block: 'start' });
    label.current?.focus({ preventScroll: true });
  }, [step]);
  return [top, label] as const;
}

/** /register: who the account is for, the government form in two steps, then the completion page. */
export function RegisterPage() {
  const { t, language } = useTexts();
  const [searchParams] = useSearchParams();
  // A request id that cannot be one is treated as absent: it is never sent to the service.
  const requestId = wellFormedToken(searchParams.get('requestId'));
  const trial = searchParams.get(FREE_TRIAL_PARAM) === '1';
  const titleId = useId();
  const [kind, setKind] = useState<OrganizationKind>('government');
  const [step, setStep] = useState<1 | 2>(1);
  const [stepTop, stepLabel] = useStepInView(step);
  const [registered, setRegistered] = useState<string | null>(null);
  // An invitation fills in its address, which only the form's code can do: it is not left waiting.
  useEffect(() => {
    if (requestId) RegistrationForm.loadNow();
  }, [requestId]);

  return (
    <AuthLayout>
      <section className={page.page} aria-labelledby={titleId}>
        <div className={`${page.header} ${styles.top}`} ref={stepTop}>
          <h1 id={titleId} className={page.title}>
            {t('register.title')}
          </h1>
          {!registered && kind === 'government' && (
            <p className={styles.step} ref={stepLabel} tabIndex={-1}>
              {t('register.step', { step })}
            </p>
          )}
        </div>
        {trial && !registered && (
          <p className={styles.trial}>{t('register.trial', { days: FREE_TRIAL.days, dataItems: amountFormat(language).count(FREE_TRIAL.dataItems) })}</p>
        )}
        {registered ? (
          <RegisterDone email={registered} />
        ) : (
          <>
            {step === 1 && <OrganizationChoice value={kind} onChange={setKind} />}
            {kind === 'business' && <BusinessNotice />}
            {/* Stays mounted under the business notice, so switching back finds everything typed. */}
            <RegistrationForm
              requestId={requestId}
              step={step}
              onStepChange={setStep}
              hidden={kind === 'business'}
              onRegistered={setRegistered}
            />
          </>
        )}
      </section>
    </AuthLayout>
  );
}
