import { Card } from 'antd';
import { SessionList } from './SessionList';
import { SignInHistory } from './SignInHistory';

/** The sessions and sign-in history cards of an account's "Bảo mật" tab (customer and staff). */
export function AccountSecuritySessions() {
  return (
    <>
      <Card style={{ maxWidth: 760, marginTop: 16 }}>
        <SessionList scope={{ kind: 'own' }} />
      </Card>
      <Card style={{ maxWidth: 760, marginTop: 16 }}>
        <SignInHistory />
      </Card>
    </>
  );
}
