import { create } from 'zustand';

/** Spec §9: the iOS hint appears 3000 ms after load. */
export const IOS_PROMPT_DELAY_MS = 3000;
/** Spec §4: set when an iOS user closes the card, so it never shows again on this device. */
export const IOS_SEEN_KEY = 'iosInstallPromptSeen';

/** Chromium's install offer; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface InstallState {
  visible: boolean;
  /** the browser's stored offer; usable once, so it is cleared after use */
  deferred: BeforeInstallPromptEvent | null;
}

export const useInstallPrompt = create<InstallState>(() => ({ visible: false, deferred: null }));

/** iPhone, iPod and iPad, including iPadOS, which presents itself as a Mac with a touch screen. */
export function isIosDevice(ua: string, platform: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/i.test(ua) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

export function isIos(): boolean {
  return typeof navigator !== 'undefined' && isIosDevice(navigator.userAgent, navigator.platform ?? '', navigator.maxTouchPoints ?? 0);
}

/** Already installed and opened from the home screen: nothing to offer. */
function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function iosPromptSeen(): boolean {
  try {
    return localStorage.getItem(IOS_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

/** The Install App button: shows the browser's dialog; accepting hides the card. */
export async function promptInstall(): Promise<void> {
  const offer = useInstallPrompt.getState().deferred;
  if (!offer) return;
  useInstallPrompt.setState({ deferred: null });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') useInstallPrompt.setState({ visible: false });
}

export function closeInstallCard(): void {
  useInstallPrompt.setState({ visible: false });
  if (isIos()) {
    try {
      localStorage.setItem(IOS_SEEN_KEY, 'true');
    } catch {
      /* private mode: the card may come back next visit */
    }
  }
}

/**
 * Listens from app start, not from when the card first renders: the browser may fire beforeinstallprompt (and the
 * iOS delay counts) before anyone has signed in. The card itself only renders on signed-in screens.
 */
export function watchInstallAvailability(): void {
  if (typeof window === 'undefined' || isStandalone()) return;
  window.addEventListener('beforeinstallprompt', (e) => {
    // Keeps Chromium's own mini-infobar away; our card makes the offer.
    e.preventDefault();
    useInstallPrompt.setState({ deferred: e as BeforeInstallPromptEvent, visible: true });
  });
  window.addEventListener('appinstalled', () => useInstallPrompt.setState({ deferred: null, visible: false }));
  if (isIos() && !iosPromptSeen()) {
    setTimeout(() => {
      if (!iosPromptSeen()) useInstallPrompt.setState({ visible: true });
    }, IOS_PROMPT_DELAY_MS);
  }
}
