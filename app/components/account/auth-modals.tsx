import { useState } from 'react';
import type { AuthModal } from '../../state/auth-modal.ts';
import { LoginModal } from './login-modal.tsx';
import { RegisterModal } from './register-modal.tsx';
import { ResetModal } from './reset-modal.tsx';

/**
 * Sign-in, registration and reset, loaded together on the first opening. Each stays mounted once
 * opened, so switching closes one dialog and opens the next (focus goes back where it came from).
 */
export function AuthModals({ open }: { open: AuthModal | null }) {
  const [opened, setOpened] = useState<ReadonlySet<AuthModal>>(() => new Set(open ? [open] : []));
  if (open && !opened.has(open)) setOpened(new Set([...opened, open]));
  return (
    <>
      {opened.has('login') && <LoginModal open={open === 'login'} />}
      {opened.has('register') && <RegisterModal open={open === 'register'} />}
      {opened.has('reset') && <ResetModal open={open === 'reset'} />}
    </>
  );
}
