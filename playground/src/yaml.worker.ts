// monaco-yaml's language worker, through a local file so Vite bundles it as a worker of its own
// (monaco-yaml's README, "Why doesn't it work with Vite?").
import 'monaco-yaml/yaml.worker.js';
