import type { CSSProperties, ReactNode } from 'react';
import { ownedTokenStyle } from '@echowatch/design-tokens';

// Computed once per remote build: these are the values this remote was built with.
const OWNED_TOKENS = { display: 'contents', ...ownedTokenStyle() } as CSSProperties;

/**
 * The root of a remote's page: it declares the tokens the remote owns with the values of the
 * design-tokens package it was built with, so its styling does not depend on the shell's build.
 * It adds no box of its own.
 */
export function OwnTokens({ children }: { children: ReactNode }) {
  return (
    <div data-own-tokens="" style={OWNED_TOKENS}>
      {children}
    </div>
  );
}
