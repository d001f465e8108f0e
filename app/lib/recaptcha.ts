import { useRootData } from './root-data.ts';

/** The actions the server checks the score of. */
export type RecaptchaAction = 'login' | 'register' | 'password_reset' | 'resend' | 'newsletter';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once; a failure is forgotten so a later submit may try again. */
function load(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('grecaptcha missing after load'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA script failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Most a submit waits for a token; past it the form goes without one and the server decides. */
const tokenTimeoutMs = 8000;

/**
 * A reCAPTCHA v3 token for one submit, or undefined when the shop has no site key or Google
 * could not be reached (the spec: captcha errors are only logged; the form still submits).
 */
export async function recaptchaToken(siteKey: string | null | undefined, action: RecaptchaAction): Promise<string | undefined> {
  if (!siteKey) return undefined;
  try {
    const api = await load(siteKey);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), tokenTimeoutMs);
    });
    return await Promise.race([api.execute(siteKey, { action }), timeout]).finally(() => clearTimeout(timer));
  } catch (error) {
    console.warn('reCAPTCHA unavailable', error);
    return undefined;
  }
}

/**
 * For a protected form: `prepare` (on first focus) starts loading the script early, `token`
 * gets one on submit, `enabled` says whether to show Google's notice.
 */
export function useRecaptcha(action: RecaptchaAction) {
  const siteKey = useRootData()?.recaptchaSiteKey ?? null;
  return {
    enabled: Boolean(siteKey),
    prepare: () => {
      if (siteKey) load(siteKey).catch((error: unknown) => console.warn('reCAPTCHA unavailable', error));
    },
    token: () => recaptchaToken(siteKey, action),
  };
}
