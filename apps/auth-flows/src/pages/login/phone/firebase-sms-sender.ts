import { getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signOut,
  type Auth,
} from 'firebase/auth';
import type { SiteConfig } from '@echowatch/contracts';
import type { SmsSender } from './sms-sender';

const APP_NAME = 'echowatch-phone-sign-in';
let auth: Auth | undefined;

function phoneAuth(config: SiteConfig['firebase']): Auth {
  if (auth) return auth;
  const app =
    getApps().find((existing) => existing.name === APP_NAME) ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, APP_NAME);
  // The site keeps its own session; Firebase only proves the phone, so nothing needs to persist.
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    // The emulator has no reCAPTCHA to solve; only there is app verification switched off.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}

/** Phone sign-in through Firebase Authentication, with an invisible reCAPTCHA verifier. */
export function createFirebaseSmsSender(config: SiteConfig['firebase']): SmsSender {
  const firebaseAuth = phoneAuth(config);
  let verifier: RecaptchaVerifier | undefined;
  return {
    async send(internationalNumber, verifierHost) {
      verifier?.clear();
      verifier = new RecaptchaVerifier(firebaseAuth, verifierHost, { size: 'invisible' });
      const result = await signInWithPhoneNumber(firebaseAuth, internationalNumber, verifier);
      return {
        async confirm(code) {
          const credential = await result.confirm(code);
          const idToken = await credential.user.getIdToken();
          await signOut(firebaseAuth);
          return idToken;
        },
      };
    },
  };
}
