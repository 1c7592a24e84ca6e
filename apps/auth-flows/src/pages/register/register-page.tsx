import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from '@echowatch/routing';
import { useSiteApi } from '@echowatch/remote-kit';
import { buttonClassName } from '@echowatch/ui';
import { useCaptcha } from '../../captcha/captcha';
import { FormMessage } from '../../forms/form-message';
import { useTexts } from '../../i18n/texts';
import { AuthLayout } from '../auth-layout/auth-layout';
import { wellFormedToken } from '../shared/link-token';
import { AccountStep } from './account-step';
import { BusinessNotice } from './business-notice';
import { DetailsStep } from './details-step';
import { OrganizationChoice, type OrganizationKind } from './organization-choice';
import { RegisterDone } from './register-done';
import { EMPTY_REGISTRATION, REGISTRATION_INDUSTRY_ID, type RegistrationInfo } from './registration-info';
import * as page from '../shared/auth-page.module.css';
import * as styles from './register-page.module.css';

/** An invitation link (?requestId=) fills in the invited address. */
function useInvitedEmail(requestId: string | null, onEmail: (email: string) => void) {
  const api = useSiteApi();
  useEffect(() => {
    if (!requestId) return undefined;
    let current = true;
    api.getInvitedUser(requestId).then(
      (invited) => current && onEmail(invited.email),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, requestId, onEmail]);
}

/** /register: who the account is for, the government form in two steps, then the completion page. */
export function RegisterPage() {
  const { t } = useTexts();
  const api = useSiteApi();
  const [searchParams] = useSearchParams();
  // A request id that cannot be one is treated as absent: it is never sent to the service.
  const requestId = wellFormedToken(searchParams.get('requestId'));
  const titleId = useId();
  const captcha = useCaptcha();
  const [kind, setKind] = useState<OrganizationKind>('government');
  const [step, setStep] = useState<1 | 2>(1);
  const [info, setInfo] = useState<RegistrationInfo>(EMPTY_REGISTRATION);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  const change = (update: Partial<RegistrationInfo>) => setInfo((current) => ({ ...current, ...update }));
  const [prefill] = useState(() => (email: string) => setInfo((current) => (current.email ? current : { ...current, email })));
  useInvitedEmail(requestId, prefill);

  async function register() {
    setSending(true);
    setFailed(false);
    const email = info.email.trim().toLowerCase();
    try {
      await api.register(
        {
          email,
          username: email,
          full_name: info.fullName.trim(),
          phone: info.phone,
          industry_id: REGISTRATION_INDUSTRY_ID,
          organization_name: info.organization.trim(),
          location: Number.parseInt(info.province, 10),
          password: info.password.trim(),
          recaptcha_response: captcha.token ?? '',
        },
        requestId ?? undefined,
      );
      setRegistered(email);
    } catch {
      setFailed(true);
      captcha.reset();
    }
    setSending(false);
  }

  // The captcha widget leaves with step 2, but its token would stay here and be sent on the next
  // Register although the box shows unticked (and a provider token may be spent or expired by
  // then): going back drops it, so step 2 asks for a fresh one.
  function goBack() {
    captcha.reset();
    setFailed(false);
    setStep(1);
  }

  const failure = failed && (
    <FormMessage kind="error">
      {t('register.failed')}{' '}
      <Link to="/reporting-service#contact" className={buttonClassName('text')}>
        {t('register.helpForm')}
      </Link>
    </FormMessage>
  );

  return (
    <AuthLayout>
      <section className={page.page} aria-labelledby={titleId}>
        <div className={page.header}>
          <h1 id={titleId} className={page.title}>
            {t('register.title')}
          </h1>
          {!registered && kind === 'government' && (
            <p className={styles.step}>{t('register.step', { step })}</p>
          )}
        </div>
        {registered ? (
          <RegisterDone email={registered} />
        ) : step === 1 ? (
          <>
            <OrganizationChoice value={kind} onChange={setKind} />
            {kind === 'business' ? (
              <BusinessNotice />
            ) : (
              <DetailsStep info={info} onChange={change} onContinue={() => setStep(2)} />
            )}
          </>
        ) : (
          <AccountStep
            info={info}
            onChange={change}
            onBack={goBack}
            onRegister={() => void register()}
            captcha={captcha}
            sending={sending}
            failure={failure}
          />
        )}
      </section>
    </AuthLayout>
  );
}
