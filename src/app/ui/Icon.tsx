import type { ReactNode, SVGProps } from 'react';

/** The app's line icons, drawn inline: no icon font or emoji, so they look the same on every phone (and offline). */
export function Icon({ children, size = 24, ...rest }: { children: ReactNode; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export type P = { size?: number; className?: string };
