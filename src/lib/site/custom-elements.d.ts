/** The site's own elements used inside React islands, for TypeScript. */
import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'save-offline': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-kind': string;
        'data-title'?: string;
        'data-url'?: string;
        'data-related'?: string;
      };
    }
  }
}
