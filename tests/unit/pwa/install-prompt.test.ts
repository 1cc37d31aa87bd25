import { describe, expect, it } from 'vitest';
import { IOS_PROMPT_DELAY_MS, IOS_SEEN_KEY, isIosDevice } from '../../../src/features/install/install-prompt';

describe('install card device detection', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'iPhone',
      5,
      true,
    ],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15', 'iPod', 5, true],
    ['Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15', 'iPad', 5, true],
    // iPadOS 13+ presents itself as a desktop Mac; only the touch screen gives it away.
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'MacIntel',
      5,
      true,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'MacIntel',
      0,
      false,
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Linux armv8l',
      5,
      false,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 'Linux x86_64', 0, false],
  ])('treats %s (platform %s, %d touch points) as iOS: %s', (ua, platform, touch, expected) => {
    expect(isIosDevice(ua, platform, touch)).toBe(expected);
  });

  it('uses the spec constants: a 3000 ms iOS delay and the iosInstallPromptSeen flag', () => {
    expect(IOS_PROMPT_DELAY_MS).toBe(3000);
    expect(IOS_SEEN_KEY).toBe('iosInstallPromptSeen');
  });
});
