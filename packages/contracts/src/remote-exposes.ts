/**
 * What each remote must expose for the shell's route table. The shell, the remotes' webpack configs
 * and the compose check all read this list, so it is the contract between independently deployed apps.
 */
export const REMOTE_EXPOSES = {
  'marketing-blog': [
    './home-page',
    './blog-list-page',
    './blog-detail-page',
    './solution-page',
    './feature-page',
    './faq-page',
    './insight-page',
    './terms-page',
    './privacy-page',
    './unsubscribe-page',
  ],
  'pricing-reporting': ['./packages-page', './reporting-service-page'],
  'auth-flows': [
    './login-page',
    './user-page',
    './register-page',
    './forgot-password-page',
    './reset-2fa-page',
    './confirm-page',
  ],
  'api-docs': ['./open-api-docs-page'],
} as const;

export type RemoteName = keyof typeof REMOTE_EXPOSES;
export type ExposeOf<R extends RemoteName> = (typeof REMOTE_EXPOSES)[R][number];

export const REMOTE_NAMES = Object.keys(REMOTE_EXPOSES) as RemoteName[];

/** The federation container name of a remote (identifiers cannot hold dashes). */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}
