import { Spinner } from '../ui/Spinner';

/** What a page shows while its code or first data is on the way. */
export function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '80px 0' }}>
      <Spinner size="large" />
    </div>
  );
}
