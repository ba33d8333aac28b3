import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PublicBranch {
  id: number;
  name: string;
  slug: string;
  address: string;
  phone: string;
  email: string | null;
  description: string | null;
  image_url: string | null;
  working_hours: string | null;
}

export function usePublicBranches() {
  return useQuery({
    queryKey: ['public-branches'],
    queryFn: ({ signal }) => apiRequest<PublicBranch[]>('/public/branches', { signal }),
    staleTime: 5 * 60_000,
  });
}
