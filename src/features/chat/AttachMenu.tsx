import { useEffect, useId, useRef, useState } from 'react';
import { CameraIcon, ClipIcon, SparkIcon, UploadIcon } from './icons';

/** Spec §2 input bar: Camera, Upload File and Generate Image. */
export function AttachMenu({
  disabled,
  onCamera,
  onUpload,
  onGenerate,
}: {
  disabled: boolean;
  onCamera(): void;
  onUpload(): void;
  onGenerate(): void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const pick = (fn: () => void) => () => {
    setOpen(false);
    fn();
  };

  return (
    <div className="chat-attach" ref={root}>
      <button
        type="button"
        className="icon-btn"
        aria-label="Attach"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        <ClipIcon />
      </button>
      {open && (
        <div className="menu chat-attach-menu" role="menu" id={menuId}>
          <button type="button" role="menuitem" className="menu-item chat-menu-item" onClick={pick(onCamera)}>
            <CameraIcon size={18} /> Camera
          </button>
          <button type="button" role="menuitem" className="menu-item chat-menu-item" onClick={pick(onUpload)}>
            <UploadIcon size={18} /> Upload File
          </button>
          <button type="button" role="menuitem" className="menu-item chat-menu-item" onClick={pick(onGenerate)}>
            <SparkIcon size={18} /> Generate Image
          </button>
        </div>
      )}
    </div>
  );
}
