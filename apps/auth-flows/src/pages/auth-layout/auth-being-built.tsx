import { BeingBuiltNotice } from '@echowatch/remote-kit';
import { AuthLayout } from './auth-layout';

/** An auth route whose form has not landed yet, already framed by the shared auth layout. */
export function AuthBeingBuilt({ routeTitle }: { routeTitle: string }) {
  return (
    <AuthLayout>
      <BeingBuiltNotice routeTitle={routeTitle} />
    </AuthLayout>
  );
}
