import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { forgetRememberedDevice, listRememberedDevices } from '@harmo/shared/account-settings';
import { accountKeys } from './account-keys';

/** Devices shown per page (ListDevices' Limit); the next page comes with its PaginationToken. */
export const DEVICES_PAGE_SIZE = 10;

export const devicesQueryOptions = infiniteQueryOptions({
  queryKey: accountKeys.devices,
  queryFn: ({ pageParam }) => listRememberedDevices(DEVICES_PAGE_SIZE, pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextToken,
  staleTime: 0,
});

export const useDevices = () => useInfiniteQuery(devicesQueryOptions);

/** Forgets a device, then lists the devices again from the first page. */
export function useForgetDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceKey: string) => forgetRememberedDevice(deviceKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryOptions.queryKey }),
  });
}
