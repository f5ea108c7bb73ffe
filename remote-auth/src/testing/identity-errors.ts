/**
 * What the identity library rejects with when its endpoint cannot be reached: its own
 * `NetworkError`, not the browser's `TypeError` (which it catches and renames).
 */
export function identityNetworkError(): Error {
  return Object.assign(new Error('Network error'), { code: 'NetworkError', name: 'NetworkError' });
}
