import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SUPPORT_EMAIL } from '../../domain/constants';
import { PRIVACY_URL, TERMS_URL } from '../../app/links';
import { CogIcon, ExternalIcon } from './icons';

/** The settings menu at the top left of the landing screen (spec §2 Landing), a keyboard-operable menu button. */
export function SettingsMenu({ onHelp, onSignOut }: { onHelp: () => void; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!menuRef.current?.contains(t) && !buttonRef.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function onMenuKey(e: KeyboardEvent) {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (i + (e.key === 'ArrowDown' ? 1 : -1) + list.length) % list.length;
      list[next]?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      list[e.key === 'Home' ? 0 : list.length - 1]?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  }

  const choose = (action: () => void) => () => {
    close(false);
    action();
  };

  return (
    <div className="settings-menu">
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn"
        aria-label="Settings"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((x) => !x)}
      >
        <CogIcon />
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label="Settings" className="menu settings-menu-list" onKeyDown={onMenuKey}>
          <a role="menuitem" className="menu-item" href={`mailto:${SUPPORT_EMAIL}`} onClick={() => close(false)}>
            Support
          </a>
          <a
            role="menuitem"
            className="menu-item menu-item-external"
            href={TERMS_URL}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => close(false)}
          >
            Terms and Conditions <ExternalIcon size={16} />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a
            role="menuitem"
            className="menu-item menu-item-external"
            href={PRIVACY_URL}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => close(false)}
          >
            Privacy Policy <ExternalIcon size={16} />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <button role="menuitem" type="button" className="menu-item" onClick={choose(onHelp)}>
            Help &amp; Support
          </button>
          <hr className="menu-sep" />
          <button role="menuitem" type="button" className="menu-item menu-item-danger" onClick={choose(onSignOut)}>
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
