import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';

/**
 * The app's first render, in a task of its own and as a transition: React renders it in slices
 * and gives the main thread back between them, so a phone stays responsive to a tap while the
 * page starts instead of being blocked for the whole render after the code has run. The frame the
 * page painted from its HTML stays until the render is committed. The host and every remote
 * alone start this way.
 */
export async function renderFirstInSlices(root: Root, app: ReactNode): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  startTransition(() => root.render(app));
}
