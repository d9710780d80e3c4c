import type { ComponentChildren } from 'preact';
import type { ApiConnection } from '@/lib/connection/connection';
import { ConnectionProvider } from './context';

/** renderHook/render's `wrapper` for code that needs a page's connection. */
export function withConnection(connection: ApiConnection) {
  return ({ children }: { children?: ComponentChildren }) => <ConnectionProvider value={connection}>{children}</ConnectionProvider>;
}
