import 'react';

declare module 'react' {
  // (the same heritage as React's own declaration, which this one merges into)
  interface HTMLAttributes<T> extends DOMAttributes<T> {
    /** Element Timing: the browser reports when this element's text first painted (the lists bench reads it; issue 24) */
    elementtiming?: string;
  }
}
