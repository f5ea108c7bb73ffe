import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { BootFrame, keepBootFrame } from './boot-frame';

const FRAME =
  '<div class="harmo-boot" aria-hidden="true">harmo</div>' +
  '<div class="harmo-boot-page" aria-hidden="true"><h1>処方箋の送信履歴</h1><p>受付状況です。</p></div>';

describe('the frame painted from the HTML', () => {
  it('stays on screen as the fallback of the first render, with the same blocks', async () => {
    const container = document.createElement('div');
    container.innerHTML = FRAME;
    document.body.append(container);
    keepBootFrame(container);
    const root = createRoot(container);
    await act(async () => root.render(<BootFrame />));
    expect(container.querySelector('.harmo-boot')).toHaveTextContent('harmo');
    expect(container.querySelector('.harmo-boot-page h1')).toHaveTextContent('処方箋の送信履歴');
    expect(container.querySelector('.harmo-boot-page p')).toHaveTextContent('受付状況です。');
    expect(container.querySelectorAll('.harmo-boot-page')).toHaveLength(1);
    await act(async () => root.unmount());
    container.remove();
  });
});
