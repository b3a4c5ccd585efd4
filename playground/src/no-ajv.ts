// Stands in for ajv in the playground's bundles (vite.config.ts aliases it): grammar/ compiles a
// schema with ajv only when no precompiled validator was installed, and ajv's compiler uses
// new Function, which the page's Content Security Policy forbids. Reaching this is a build bug.
class RefusingAjv {
  constructor() {
    throw new Error('the schema validators were not precompiled for the browser (scripts/browser-validators.mjs)');
  }
}

// grammar/schema/validate.ts reads the CommonJS module's `default`.
export default { default: RefusingAjv };
