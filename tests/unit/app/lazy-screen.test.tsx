import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { screen, screenLoader } from '../../../src/app/lazy-screen';

/**
 * Issue 24: a signed-in screen whose chunks the start-up preload has loaded draws in the app's first render. Had it
 * suspended there, App's boundary would commit its fallback and React would hold the screen back for 300 ms.
 * Rendered with React's server renderer (no DOM in the unit suites), which draws a suspended screen's fallback.
 */
const Ready = () => <p>screen drawn</p>;
const draw = (Screen: ComponentType) =>
  renderToString(
    <Suspense fallback={<p>fallback</p>}>
      <Screen />
    </Suspense>,
  );

describe('lazily loaded screens', () => {
  it('draw in the first render, without the fallback, once their preload has loaded them', async () => {
    const Screen = screen(() => Promise.resolve({ default: Ready }));
    await screenLoader(Screen)!();
    expect(draw(Screen)).toContain('screen drawn');
  });

  it('show the fallback while the preload is still loading, and join that load rather than import again', async () => {
    let imports = 0;
    const Screen = screen(() => {
      imports++;
      return Promise.resolve({ default: Ready });
    });
    const preload = screenLoader(Screen)!();
    expect(draw(Screen)).toContain('fallback');
    await preload;
    expect(draw(Screen)).toContain('screen drawn');
    expect(imports).toBe(1);
  });

  it('load again when drawn after a failed preload', async () => {
    let tries = 0;
    const Screen = screen(() => (++tries === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Ready })));
    await expect(screenLoader(Screen)!()).rejects.toThrow('offline');
    expect(draw(Screen)).toContain('fallback');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tries).toBe(2);
    expect(draw(Screen)).toContain('screen drawn');
  });
});
