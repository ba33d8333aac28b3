import { useSearchParams } from 'react-router';

/**
 * A list filter a link may set in the address (`?status=pending`): the value when it is one
 * of `allowed`, else undefined. Lists read it once, as their filter's starting value.
 */
export function useAddressFilter<T extends string>(
  key: string,
  allowed: readonly T[],
): T | undefined {
  const [params] = useSearchParams();
  const value = params.get(key);
  return value !== null && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}
