import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR, getIdToken, getRuntimeConfig } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { CHECKUP_PATHS, CheckupImportResponse } from '@harmo/contracts/checkups';
import { checkupKeys } from './checkup-keys';

export type { CheckupFileResult, CheckupImportResponse } from '@harmo/contracts/checkups';

/** The media type the api reads the file as; a bundle is told by its name, as browsers do. */
export function mediaTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (/\.zip$/i.test(file.name) || /zip/.test(file.type)) return 'application/zip';
  return 'application/xml';
}

function errorFrom(xhr: XMLHttpRequest): ApiError {
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(xhr.responseText) as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  const code = typeof body.error === 'string' ? body.error : `http_${xhr.status}`;
  const message = typeof body.message === 'string' ? body.message : code;
  return new ApiError(message, xhr.status, code, body);
}

/**
 * Uploads one file (a check-up XML or the ministry's zip bundle) for the patient, reporting the
 * share sent so far. XMLHttpRequest rather than fetch: only it reports upload progress in every
 * browser. The answer is checked against the contract like every other call.
 */
export async function importCheckupFile(
  patientId: string,
  file: File,
  onProgress: (sentShare: number) => void,
  signal?: AbortSignal,
): Promise<CheckupImportResponse> {
  const url = new URL(
    pathWith(CHECKUP_PATHS.imports, { patientId }),
    getRuntimeConfig().apiBaseUrl,
  );
  url.searchParams.set('fileName', file.name);
  const token = await getIdToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', mediaTypeOf(file));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 0, 'network_error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFrom(xhr));
        return;
      }
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        /* checked below */
      }
      const parsed = CheckupImportResponse.safeParse(data);
      if (parsed.success) resolve(parsed.data);
      else
        reject(new ApiError('Unexpected response from the server', xhr.status, 'invalid_response'));
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

export interface CheckupFileUpload {
  patientId: string;
  file: File;
  onProgress: (sentShare: number) => void;
}

/** Uploads one file; every check-up view refreshes after it. */
export function useImportCheckupFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patientId, file, onProgress }: CheckupFileUpload) =>
      importCheckupFile(patientId, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkupKeys.all }),
  });
}
