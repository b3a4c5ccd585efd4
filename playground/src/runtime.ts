// The runtime as the page uses it: its public entry, which brings no compiler in (the page gets
// its rules compiled by the worker; only the worker bundles grammar/). A test walks the entry's
// imports (test/boundaries.test.ts).
export * from '../../runtime/index.js';
