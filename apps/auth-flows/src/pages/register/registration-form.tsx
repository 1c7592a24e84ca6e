import { useCallback, useEffect, useState } from 'react';
import { Link } from '@echowatch/routing';
import { useSiteApi } from '@echowatch/remote-kit';
import { buttonClassName } from '@echowatch/ui';
import { useCaptcha } from '../../captcha/captcha';
import { FormMessage } from '../../forms/form-message';
import { useAuthForm } from '../../forms/use-auth-form';
import { useTexts } from '../../i18n/texts';
import { AccountStep } from './account-step';
import { DetailsStep } from './details-step';
import { EMPTY_REGISTRATION, REGISTRATION_INDUSTRY_ID, type RegistrationInfo } from './registration-info';
import { REGISTRATION_LABELS, REGISTRATION_SCHEMA } from './registration-rules';
import { useInvitedEmail } from './use-invited-email';

export interface RegistrationFormProps {
  /** The invitation the registration answers, already checked to be well formed. */
  requestId: string | null;
  step: 1 | 2;
  onStepChange: (step: 1 | 2) => void;
  /** Shows nothing (the business notice is up) but keeps everything typed for when it shows again. */
  hidden: boolean;
  /** The account was created for this (lowercased) address. */
  onRegistered: (email: string) => void;
}

/**
 * The government registration form, both steps: one formik state holds every value from step 1 to
 * the send, so Back and Continue lose nothing. Formik and yup load with this component only.
 */
export function RegistrationForm({ requestId, step, onStepChange, hidden, onRegistered }: RegistrationFormProps) {
  const { t } = useTexts();
  const api = useSiteApi();
  const captcha = useCaptcha();
  const [failed, setFailed] = useState(false);

  const form = useAuthForm<RegistrationInfo>({
    initialValues: EMPTY_REGISTRATION,
    schema: REGISTRATION_SCHEMA,
    labels: REGISTRATION_LABELS,
    onSubmit: async (values) => {
      setFailed(false);
      const email = values.email.trim().toLowerCase();
      try {
        await api.register(
          {
            email,
            username: email,
            full_name: values.fullName.trim(),
            phone: values.phone,
            industry_id: REGISTRATION_INDUSTRY_ID,
            organization_name: values.organization.trim(),
            location: Number.parseInt(values.province, 10),
            password: values.password.trim(),
            recaptcha_response: captcha.token ?? '',
          },
          requestId ?? undefined,
        );
        onRegistered(email);
      } catch {
        setFailed(true);
        captcha.reset();
      }
    },
  });
  const { setTouched, setValues } = form.formik;

  // An address typed before the invitation answered is the visitor's and stays.
  const prefill = useCallback(
    (email: string) => void setValues((current) => (current.email ? current : { ...current, email })),
    [setValues],
  );
  useInvitedEmail(requestId, prefill);

  // Each step starts with no field left, every time it shows (Continue, Back, or back from the
  // business notice): a message waits until its field is left on this visit. The values stay.
  const shown = hidden ? 'none' : step;
  useEffect(() => void setTouched({}, false), [shown, setTouched]);

  async function register() {
    // Formik marks every field as left when it sends; after a refused registration the messages
    // still wait for the fields the visitor had not left.
    const left = form.formik.touched;
    await form.submit();
    void setTouched(left, false);
  }

  // The captcha widget leaves with step 2, but its token would stay here and be sent on the next
  // Register although the box shows unticked (and a provider token may be spent or expired by
  // then): going back drops it, so step 2 asks for a fresh one.
  function goBack() {
    captcha.reset();
    setFailed(false);
    onStepChange(1);
  }

  const failure = failed && (
    <FormMessage kind="error">
      {t('register.failed')}{' '}
      <Link to="/reporting-service#contact" className={buttonClassName('text')}>
        {t('register.helpForm')}
      </Link>
    </FormMessage>
  );

  if (hidden) return null;
  return step === 1 ? (
    <DetailsStep form={form} onContinue={() => onStepChange(2)} />
  ) : (
    <AccountStep form={form} onBack={goBack} onRegister={() => void register()} captcha={captcha} failure={failure} />
  );
}
