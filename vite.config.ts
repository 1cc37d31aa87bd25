import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The app-wide stylesheet (~3 KiB gzip) goes into index.html as a <style>: a <link> to it was the one render-blocking
 * request before the first paint (Lighthouse, issue 8). Screens' own stylesheets still load with their lazy chunks.
 * A lazy chunk that imports from the entry chunk lists the entry's stylesheet among its preloads; Vite's preload
 * helper skips a stylesheet that a <link rel="stylesheet"> already names, so one stays in the page as a marker,
 * disabled (never fetched or applied), and the file stays in the build (a browser that fetches it anyway finds it).
 * Without the marker the helper appended the file again: a 404 once it was removed, and "Download PDF" failed.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = ctx.bundle?.[fileName];
          if (!asset || asset.type !== 'asset') return link;
          return `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${fileName}" disabled />`;
        });
      },
    },
  };
}

/**
 * The app's entry script and its modulepreloads start after the boot shell's first frame, not with the HTML (issue 8).
 * On a fast connection they otherwise load and run before that frame, and Lighthouse's simulated LCP then charges their
 * download on slow 4G to the shell's paint (lantern counts every request that finished before the observed LCP as its
 * dependency). The loader starts them at once when there is no shell (other paths) or the tab is hidden (no frames).
 */
function startAppAfterFirstFrame(): Plugin {
  return {
    name: 'start-app-after-first-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        let entry = '';
        const preloads: string[] = [];
        const out = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
            entry = src;
            return '';
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
            preloads.push(href);
            return '';
          });
        if (!entry) throw new Error('start-app-after-first-frame: no entry <script type="module"> in index.html');
        const loader = `(function () {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          ${JSON.stringify(preloads)}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry)};
          document.head.appendChild(script);
        }
        if (!document.getElementById('boot-shell') || document.visibilityState !== 'visible') return start();
        // The first contentful paint is the shell's, reported once that frame is on screen. Frames are asked for until
        // then: with nothing else to draw, headless Chromium reported the paint only at the next frame, a second later.
        if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
          new PerformanceObserver(function (list, observer) {
            if (!list.getEntriesByName('first-contentful-paint').length) return;
            observer.disconnect();
            setTimeout(start, 0);
          }).observe({ type: 'paint', buffered: true });
          (function nextFrame() {
            if (!started) requestAnimationFrame(nextFrame);
          })();
        } else {
          requestAnimationFrame(function () {
            setTimeout(start, 0); // just after the first frame
          });
        }
        document.addEventListener('visibilitychange', start, { once: true });
        setTimeout(start, 1000); // a browser that never reports the paint still starts the app
      })();`;
        return out.replace(
          /\n\s*<\/body>/,
          `\n    <script>
      ${loader}
    </script>
  </body>`,
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), inlineEntryCss(), startAppAfterFirstFrame()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Read by `npm run bench` to measure what the sign-in screen loads.
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}` } },
  },
});
