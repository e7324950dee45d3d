// The two kinds of stand-in value for a part of Monaco this build leaves out (see scripts/vite-monaco-lite.mjs).
const MESSAGE = 'is left out of this build (src/components/code-editor/monaco-lite/ says why)';

/**
 * A name the original module exports and no module of the editor imports. The build fails if one ever does
 * (after a Monaco upgrade, say): it finds every `leftOut(…)` export and checks each Monaco module's imports
 * against them. Should app code reach one anyway, any use of it fails with this message.
 */
export function leftOut(what) {
  const fail = () => {
    throw new Error(`monaco-lite: ${what} ${MESSAGE}`);
  };
  return new Proxy(function leftOutPart() {}, { get: fail, apply: fail, construct: fail });
}

/**
 * A class the editor imports (to register it, or to test `instanceof`) but never creates in this build: creating
 * one fails with this message instead of quietly doing nothing.
 */
export function neverCreated(what) {
  return class {
    constructor() {
      throw new Error(`monaco-lite: ${what} ${MESSAGE}`);
    }
  };
}
