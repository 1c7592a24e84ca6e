import { useRef, useState } from 'react';
import { object } from 'yup';
import type { LoginResult } from '@echowatch/api-client';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { failureKey, LOGIN_CODE_MESSAGES } from '../../../forms/api-failures';
import { useAuthForm } from '../../../forms/use-auth-form';
import { internationalPhone } from '../../../forms/validation';
import type { AuthTextKey } from '../../../i18n/texts';
import { signInPhone } from '../sign-in-rules';
import { PhoneCodeStep } from './phone-code-step';
import { PhoneNumberStep, type PhoneNumberValues } from './phone-number-step';
import { smsFailureKey } from './sms-failures';
import { loadFirebaseSmsSender, type SmsConfirmation, type SmsSender, type SmsSenderFactory } from './sms-sender';
import * as styles from '../login-page.module.css';

const PHONE_STATE_MESSAGES = {
  invalid: 'login.phone.invalid',
  'not verified': 'login.phone.notVerified',
  'not exists': 'login.phone.notExists',
} as const;

const NUMBER_SCHEMA = object({ phone: signInPhone() });

/**
 * The phone tab: check the number with the account service, send the code through the SMS provider
 * (Firebase), then trade the provider's id_token for a session. The number's form lives here, not
 * in its step, so the number is still there when the visitor comes back to change it or resend.
 */
export function PhoneLogin({
  onSignedIn,
  smsSenderFactory = loadFirebaseSmsSender,
}: {
  onSignedIn: (result: LoginResult) => void;
  smsSenderFactory?: SmsSenderFactory;
}) {
  const api = useSiteApi();
  const { firebase } = useSiteConfig();
  const [step, setStep] = useState<'number' | 'code'>('number');
  const [resending, setResending] = useState(false);
  // The console loads in place of this page: the code step stays busy until it does.
  const [signedIn, setSignedIn] = useState(false);
  const [codeFailure, setCodeFailure] = useState<AuthTextKey | null>(null);
  const [sentRound, setSentRound] = useState(0);
  const verifierHost = useRef<HTMLDivElement>(null);
  const sender = useRef<Promise<SmsSender> | null>(null);
  const confirmation = useRef<SmsConfirmation | null>(null);

  const numberForm = useAuthForm<PhoneNumberValues>({
    initialValues: { phone: '' },
    schema: NUMBER_SCHEMA,
    labels: { phone: 'login.phone.label' },
    onSubmit: async ({ phone }) => {
      try {
        const state = await api.checkPhoneInfo(phone);
        if (state === 'valid') await sendCode(phone);
        else refuseNumber(PHONE_STATE_MESSAGES[state]);
      } catch (error) {
        refuseNumber(failureKey(error, {}));
      }
    },
  });
  const phone = numberForm.values.phone;
  const busy = numberForm.sending || resending || signedIn;

  /** The service's or the SMS provider's answer, under the number until the next Continue; the focus goes to it. */
  function refuseNumber(key: AuthTextKey) {
    numberForm.formik.setFieldError('phone', key);
    numberForm.focus('phone');
  }

  async function sendCode(number: string) {
    sender.current ??= smsSenderFactory(firebase);
    try {
      confirmation.current = await (await sender.current).send(internationalPhone(number), verifierHost.current!);
      setSentRound((round) => round + 1);
      setStep('code');
    } catch (error) {
      setStep('number');
      refuseNumber(smsFailureKey(error));
    }
  }

  async function resend() {
    setCodeFailure(null);
    setStep('number');
    setResending(true);
    await sendCode(phone);
    setResending(false);
  }

  async function submitCode(code: string) {
    setCodeFailure(null);
    let idToken: string;
    try {
      idToken = await confirmation.current!.confirm(code);
    } catch (error) {
      setCodeFailure(smsFailureKey(error));
      return;
    }
    try {
      onSignedIn(await api.loginByPhone(phone, idToken));
      setSignedIn(true);
    } catch (error) {
      setCodeFailure(failureKey(error, LOGIN_CODE_MESSAGES));
    }
  }

  return (
    <>
      {step === 'number' ? (
        <PhoneNumberStep form={numberForm} busy={busy} />
      ) : (
        <PhoneCodeStep
          key={sentRound}
          phone={internationalPhone(phone)}
          busy={busy}
          failure={codeFailure}
          onSubmit={submitCode}
          onResend={() => void resend()}
          onChangeNumber={() => {
            setCodeFailure(null);
            setStep('number');
          }}
        />
      )}
      <div ref={verifierHost} className={styles.recaptchaHost} />
    </>
  );
}
