import { Router } from 'express';
import { resolveOptions, type SandboxOptions } from '../sandbox-options';
import type { SandboxStore } from '../store/file-store';
import { captchaRoutes } from './auth-captcha';
import { createAuthContext } from './auth-context';
import { authLoginRoutes } from './auth-login-routes';
import { authRecoveryRoutes } from './auth-recovery-routes';
import { authRegisterRoutes } from './auth-register-routes';
import { authSettingsFromEnv, type AuthSettings } from './auth-settings';
import { authTestRoutes } from './auth-test-routes';

/** The account service stand-in: sign-in, registration, recovery and the local captcha. */
export function authRoutes(store: SandboxStore, options: SandboxOptions, settings: AuthSettings = authSettingsFromEnv()): Router {
  const resolved = resolveOptions(options);
  const ctx = createAuthContext(store, resolved, settings);
  const router = Router();
  router.use(captchaRoutes(store));
  router.use(authLoginRoutes(ctx));
  router.use(authRegisterRoutes(ctx));
  router.use(authRecoveryRoutes(ctx));
  // The captcha provider stays in public mode: the sign-in forms cannot work without one.
  if (resolved.mode === 'local') router.use(authTestRoutes(ctx));
  return router;
}
