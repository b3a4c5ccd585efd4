// Path arithmetic for the files a scenario names, without Node's path module (runtime/ runs in
// browsers too). Paths use '/'. The front end resolves `extends:` the same way.
export { dirname, resolvePath } from '../../grammar/def/variant-chain.js';
