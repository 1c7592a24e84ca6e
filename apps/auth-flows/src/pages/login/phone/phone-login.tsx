import { useRef, useState } from 'react';
import type { LoginResult } from '@echowatch/api-client';
import { useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { failureKey, LOGIN_CODE_MESSAGES } from '../../../forms/api-failures';
import { internationalPhone, isPhoneNumber } from '../../../forms/validation';
import type { AuthTextKey } from '../../../i18n/texts';
import { PhoneCodeStep } from './phone-code-step';
import { PhoneNumberStep } from './phone-number-step';
import { smsFailureKey } from './sms-failures';
import { loadFirebaseSmsSender, type SmsConfirmation, type SmsSender, type SmsSenderFactory } from './sms-sender';
import * as styles from '../login-page.module.css';

const PHONE_STATE_MESSAGES = {
  invalid: 'login.phone.invalid',
  'not verified': 'login.phone.notVerified',
  'not exists': 'login.phone.notExists',
} as const;

/**
 * The phone tab: check the number with the account service, send the code through the SMS provider
 * (Firebase), then trade the provider's id_token for a session.
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
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthTextKey | null>(null);
  const [sentRound, setSentRound] = useState(0);
  const verifierHost = useRef<HTMLDivElement>(null);
  const sender = useRef<Promise<SmsSender> | null>(null);
  const confirmation = useRef<SmsConfirmation | null>(null);

  async function sendCode(number: string) {
    sender.current ??= smsSenderFactory(firebase);
    try {
      confirmation.current = await (await sender.current).send(internationalPhone(number), verifierHost.current!);
      setSentRound((round) => round + 1);
      setStep('code');
    } catch (error) {
      setStep('number');
      setFailure(smsFailureKey(error));
    }
  }

  async function submitNumber() {
    setFailure(null);
    if (!isPhoneNumber(phone)) {
      setFailure('login.phone.invalid');
      return;
    }
    setBusy(true);
    try {
      const state = await api.checkPhoneInfo(phone);
      if (state === 'valid') await sendCode(phone);
      else setFailure(PHONE_STATE_MESSAGES[state]);
    } catch (error) {
      setFailure(failureKey(error, {}));
    }
    setBusy(false);
  }

  async function resend() {
    setFailure(null);
    setStep('number');
    setBusy(true);
    await sendCode(phone);
    setBusy(false);
  }

  async function submitCode(code: string) {
    setFailure(null);
    setBusy(true);
    let idToken: string;
    try {
      idToken = await confirmation.current!.confirm(code);
    } catch (error) {
      setFailure(smsFailureKey(error));
      setBusy(false);
      return;
    }
    try {
      onSignedIn(await api.loginByPhone(phone, idToken));
    } catch (error) {
      setFailure(failureKey(error, LOGIN_CODE_MESSAGES));
      setBusy(false);
    }
  }

  return (
    <>
      {step === 'number' ? (
        <PhoneNumberStep phone={phone} onPhoneChange={setPhone} busy={busy} failure={failure} onSubmit={() => void submitNumber()} />
      ) : (
        <PhoneCodeStep
          key={sentRound}
          phone={internationalPhone(phone)}
          busy={busy}
          failure={failure}
          onSubmit={(code) => void submitCode(code)}
          onResend={() => void resend()}
          onChangeNumber={() => {
            setFailure(null);
            setStep('number');
          }}
        />
      )}
      <div ref={verifierHost} className={styles.recaptchaHost} />
    </>
  );
}
