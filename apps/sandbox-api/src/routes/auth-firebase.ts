import type { AuthSettings } from './auth-settings';

interface TokenClaims {
  aud?: string;
  iss?: string;
  exp?: number;
  phone_number?: string;
}

function decodeClaims(idToken: string): TokenClaims | null {
  const [, payload] = idToken.split('.');
  if (!payload) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return null;
  }
}

/**
 * The phone number a Firebase id_token proves, or null. Locally the tokens come from the Firebase
 * Auth emulator, which does not sign them: the claims are checked here and the token itself is
 * confirmed by asking the emulator who it belongs to, as the Admin SDK does against Firebase.
 */
export async function verifiedPhoneOf(idToken: unknown, settings: AuthSettings): Promise<string | null> {
  if (typeof idToken !== 'string' || idToken.length > 8192) return null;
  const claims = decodeClaims(idToken);
  const project = settings.firebaseProjectId;
  if (!claims || claims.aud !== project || claims.iss !== `https://securetoken.google.com/${project}`) return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
  try {
    const response = await fetch(
      `http://${settings.firebaseAuthEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=sandbox`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken }),
        signal: AbortSignal.timeout(5000),
      },
    );
    if (!response.ok) return null;
    const body = (await response.json()) as { users?: { phoneNumber?: string }[] };
    const phone = body.users?.[0]?.phoneNumber;
    return phone && phone === claims.phone_number ? phone : null;
  } catch {
    return null;
  }
}
