import { COMMON_MESSAGES } from '@salon/shared';
import { ApiError } from './api-client';

/**
 * Downloads a file the API builds (a CSV export): the browser saves it under the name the
 * server gives, or `fallbackName`. A refusal throws an ApiError with the server's message.
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(`/api${path}`, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(
      body?.message ?? COMMON_MESSAGES.serverError,
      response.status,
      'EXPORT_FAILED',
    );
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
