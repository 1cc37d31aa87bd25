import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react';

export interface SignaturePadHandle {
  clear(): void;
  /** Draws a typed name in place of a hand signature (for keyboard and screen-reader users). */
  drawText(text: string): void;
  /** PNG data URL of what is on the pad, or null when nothing has been drawn. */
  toDataUrl(): string | null;
}

const HEIGHT = 180; // CSS px

/**
 * A signature pad on a <canvas> with pointer events, so a finger, a stylus and a mouse all sign the same way.
 * The backing store is scaled by devicePixelRatio so the saved image is crisp on a phone.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, { label: string; onChange: (hasInk: boolean) => void }>(function SignaturePad(
  { label, onChange },
  ref,
) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const inked = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);

  const context = useCallback(() => canvas.current?.getContext('2d') ?? null, []);

  const reset = useCallback(() => {
    const c = canvas.current;
    const ctx = context();
    if (!c || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    const width = c.getBoundingClientRect().width || 300;
    c.width = Math.round(width * ratio);
    c.height = Math.round(HEIGHT * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    // A white background, not transparent: the PNG is printed on the PDF and viewed in dark-mode apps.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, HEIGHT);
    ctx.strokeStyle = '#111';
    ctx.lineWidth = 2.2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    inked.current = false;
    onChange(false);
  }, [context, onChange]);

  useEffect(() => {
    // Measured after the dialog around it has opened and laid out; a hidden dialog reports a width of 0.
    const frame = requestAnimationFrame(reset);
    return () => cancelAnimationFrame(frame);
  }, [reset]);

  useImperativeHandle(
    ref,
    () => ({
      clear: reset,
      drawText(text) {
        reset();
        const ctx = context();
        const c = canvas.current;
        if (!ctx || !c || !text.trim()) return;
        const width = c.getBoundingClientRect().width || 300;
        ctx.fillStyle = '#111';
        ctx.font = `italic 40px "Segoe Script", "Brush Script MT", cursive`;
        ctx.textBaseline = 'middle';
        ctx.fillText(text.trim(), 16, HEIGHT / 2, width - 32);
        inked.current = true;
        onChange(true);
      },
      toDataUrl: () => (inked.current && canvas.current ? canvas.current.toDataURL('image/png') : null),
    }),
    [context, onChange, reset],
  );

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  return (
    <canvas
      ref={canvas}
      className="signature-pad"
      style={{ height: HEIGHT }}
      role="img"
      aria-label={label}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        last.current = point(e);
        const ctx = context();
        if (ctx) {
          // A tap leaves a dot, like a pen would.
          ctx.beginPath();
          ctx.arc(last.current.x, last.current.y, 1.1, 0, Math.PI * 2);
          ctx.fillStyle = '#111';
          ctx.fill();
        }
      }}
      onPointerMove={(e) => {
        if (!last.current) return;
        const ctx = context();
        if (!ctx) return;
        const p = point(e);
        ctx.beginPath();
        ctx.moveTo(last.current.x, last.current.y);
        ctx.lineTo(p.x, p.y);
        ctx.stroke();
        last.current = p;
        if (!inked.current) {
          inked.current = true;
          onChange(true);
        }
      }}
      onPointerUp={() => {
        last.current = null;
      }}
      onPointerCancel={() => {
        last.current = null;
      }}
    />
  );
});
