import 'react';

declare module 'react' {
  // Element Timing's attribute (Chromium): React passes it through, its types do not list it yet.
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: string;
  }
}
