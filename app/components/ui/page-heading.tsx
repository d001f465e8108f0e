import type { ReactNode } from 'react';

export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-black leading-tight md:text-4xl">{children}</h1>;
}
