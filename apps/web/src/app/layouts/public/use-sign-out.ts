import { useLogout } from '../../../features/auth/api/sign-in';

/** Logs out with the spec's toasts; a customer then lands on the customer login. */
export function useSignOut(redirectTo = '/customer/login') {
  const logout = useLogout(redirectTo);
  return { pending: logout.isPending, signOut: () => logout.mutate() };
}
