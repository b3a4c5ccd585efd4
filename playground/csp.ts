// The playground's Content Security Policy: everything from its own origin, nothing evaluated from
// strings (no 'unsafe-eval': the schema validators are precompiled, Monaco and its workers need no
// eval). Inline styles are allowed because Monaco writes <style> elements at run time (its theme,
// decorations). The same policy is the page's <meta> and the preview server's header.
export const CSP_DIRECTIVES: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'worker-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'font-src': "'self'",
  'img-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'none'",
};

export const CSP = Object.entries(CSP_DIRECTIVES).map(([k, v]) => `${k} ${v}`).join('; ');
