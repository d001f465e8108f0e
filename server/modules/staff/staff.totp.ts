import { generate, generateSecret, generateURI, verify } from 'otplib';

/** Authenticator apps' defaults: SHA-1, six digits, 30-second steps. */
const period = 30;

/** A fresh shared secret (base32, 160 bits). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address the QR code carries. */
export function totpUri({ secret, email, issuer }: { secret: string; email: string; issuer: string }): string {
  return generateURI({ issuer, label: email, secret });
}

/** The code of a moment (tests and the Playwright journey compute codes this way). */
export function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * Checks a code against the secret at `now`, one step either way for clock drift. A code of the
 * last step accepted or earlier is refused, so a code seen over someone's shoulder cannot be used
 * again. Answers the step to remember, or null.
 */
export async function verifyTotp({ secret, code, now, lastStep }: { secret: string; code: string; now: Date; lastStep: number | null }): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: period,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
