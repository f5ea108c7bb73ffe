import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest, createQueryClient } from '@harmo/shared';
import type { ProjectView } from '@harmo/contracts/projects';
import { projectView } from '../../../testing/project-view';
import { useFindProjectByJoinCode } from './find-project-by-join-code';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
const request = jest.mocked(apiRequest);

const project = projectView();

/** The hook under the app's own query client, with its retry rule. */
function setup() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useFindProjectByJoinCode(), { wrapper });
}

describe('looking a join code up', () => {
  afterEach(() => request.mockReset());

  it('is finding while the answer is awaited, and asks the api again each time', async () => {
    let answer: (body: ProjectView) => void = () => {};
    request.mockImplementation(
      () => new Promise((resolve) => (answer = (body) => resolve(body as never))),
    );
    const hook = setup();
    expect(hook.result.current.finding).toBe(false);

    let found: Promise<ProjectView> = Promise.resolve(project);
    act(() => {
      found = hook.result.current.find('7K3Q9XCDM2PA');
    });
    await waitFor(() => expect(hook.result.current.finding).toBe(true));
    await act(async () => answer(project));
    await expect(found).resolves.toEqual(project);
    await waitFor(() => expect(hook.result.current.finding).toBe(false));

    request.mockResolvedValueOnce(project as never);
    await act(async () => {
      await hook.result.current.find('7K3Q9XCDM2PA');
    });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('tells a failure at once, without the retries of a query', async () => {
    request.mockRejectedValue(new ApiError('Network error', 0, 'network_error'));
    const hook = setup();
    await act(async () => {
      await expect(hook.result.current.find('7K3Q9XCDM2PA')).rejects.toMatchObject({
        code: 'network_error',
      });
    });
    expect(request).toHaveBeenCalledTimes(1);
    expect(hook.result.current.finding).toBe(false);
  });
});
