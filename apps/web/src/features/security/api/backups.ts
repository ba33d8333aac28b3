import type { BackupDrillView, BackupsOverview, BackupView } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const BACKUPS_KEY = ['admin-security', 'backups'] as const;
const BASE = '/admin/security/backups';

/** The list and the measured figures; refreshed each minute so ages stay true. */
export function useBackups() {
  return useQuery({
    queryKey: BACKUPS_KEY,
    queryFn: ({ signal }) => apiRequest<BackupsOverview>(BASE, { signal }),
    refetchInterval: 60_000,
  });
}

export function useDrills() {
  return useQuery({
    queryKey: [...BACKUPS_KEY, 'drills'],
    queryFn: ({ signal }) => apiRequest<BackupDrillView[]>(`${BASE}/drills`, { signal }),
  });
}

export function useBackupNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BackupView>(BASE, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}

export function useRunDrill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<BackupDrillView>(`${BASE}/${id}/drill`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}

/** The archive's address; the browser downloads it with the session cookie. */
export const backupDownloadUrl = (id: number) => `/api${BASE}/${id}/download`;
