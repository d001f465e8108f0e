import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's <script> loading: the test decides whether Google's script arrives. */
interface FakeScript {
  src: string;
  async: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

let scripts: FakeScript[];
let executed: { siteKey: string; action: string }[];

const grecaptcha = {
  ready: (callback: () => void) => callback(),
  execute: async (siteKey: string, { action }: { action: string }) => {
    executed.push({ siteKey, action });
    return `token-for-${action}`;
  },
};

async function freshModule() {
  vi.resetModules();
  return import('./recaptcha.ts');
}

beforeEach(() => {
  scripts = [];
  executed = [];
  const window: { grecaptcha?: typeof grecaptcha } = {};
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', {
    createElement: () => ({ src: '', async: false, onload: null, onerror: null }) satisfies FakeScript,
    head: { append: (script: FakeScript) => scripts.push(script) },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('recaptchaToken', () => {
  it('does nothing without a site key', async () => {
    const { recaptchaToken } = await freshModule();
    expect(await recaptchaToken(null, 'login')).toBeUndefined();
    expect(scripts).toEqual([]);
  });

  it("loads Google's script once and asks it for a token per action", async () => {
    const { recaptchaToken } = await freshModule();
    const first = recaptchaToken('site-key/1', 'login');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key%2F1');
    (globalThis.window as { grecaptcha?: typeof grecaptcha }).grecaptcha = grecaptcha;
    scripts[0]!.onload?.();
    expect(await first).toBe('token-for-login');
    expect(await recaptchaToken('site-key/1', 'newsletter')).toBe('token-for-newsletter');
    expect(scripts).toHaveLength(1);
    expect(executed).toEqual([
      { siteKey: 'site-key/1', action: 'login' },
      { siteKey: 'site-key/1', action: 'newsletter' },
    ]);
  });

  it('lets the form go without a token when the script fails, and tries again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { recaptchaToken } = await freshModule();
    const failed = recaptchaToken('key', 'register');
    scripts[0]!.onerror?.();
    expect(await failed).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();

    const retried = recaptchaToken('key', 'register');
    expect(scripts).toHaveLength(2);
    (globalThis.window as { grecaptcha?: typeof grecaptcha }).grecaptcha = grecaptcha;
    scripts[1]!.onload?.();
    expect(await retried).toBe('token-for-register');
  });
});
