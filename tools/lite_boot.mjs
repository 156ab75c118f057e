// The offline site's Pyodide loader: restores the kernel snapshot made at build time (issue 19).
//
// tools/build_lite.py copies this file to static/pyodide/rulebook-boot.mjs and points the
// kernel's `pyodideUrl` at it; the kernel calls `loadPyodide(options)` from here exactly as it
// would call Pyodide's own. Instead of starting CPython, loading the preloaded packages and importing
// IPython and the kernel (several seconds on every visit), this puts back the heap that
// tools/lite_snapshot.mjs saved after doing that work once, and the files those packages left
// (the heap holds the imported modules, not the files later imports and data reads need). If the
// snapshot is missing or cannot be used, it says so in the console and starts Pyodide the
// ordinary way: slower, never broken.
import { loadPyodide as loadPlain } from "./pyodide.mjs";

const SNAPSHOT_URL = new URL("kernel-snapshot.bin.gz", import.meta.url);
const FILES_URL = new URL("kernel-files.bin.gz", import.meta.url);
// Pyodide's record of loaded packages, a plain object Python holds at this hiwire slot (tools/lite_snapshot.mjs)
export const LOADED_PACKAGES_SLOT = 6;

// The JavaScript objects Python holds that Pyodide cannot find again by a path from globalThis: the snapshot
// writes each by name (tools/lite_snapshot.mjs), and the restore looks the name up on the new instance.
export const SERIALIZED = {
  public_api: (api) => api.public_api,
  loadPackage: (api) => api.public_api.loadPackage,
  loadPackagesFromImports: (api) => api.public_api.loadPackagesFromImports,
  install: (api) => api.install,
  loadBinaryFile: (api) => api.loadBinaryFile,
};

async function fetchGzipped(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`no ${url} (HTTP ${response.status})`);
  const unpacked = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(unpacked).arrayBuffer());
}

// kernel-files.bin.gz: a 4-byte length, a JSON head {files: [[path, size], ...], loaded: {package:
// channel}}, then the files' bytes in the order of the list
function putBack(pyodide, blob) {
  const headLength = new DataView(blob.buffer, blob.byteOffset, 4).getUint32(0, true);
  const head = JSON.parse(new TextDecoder().decode(blob.subarray(4, 4 + headLength)));
  let offset = 4 + headLength;
  for (const [path, size] of head.files) {
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, blob.subarray(offset, offset + size));
    offset += size;
  }
  // both records of loaded packages: the package manager's, and the one Python holds (slot 6)
  Object.assign(pyodide.loadedPackages, head.loaded);
  Object.assign(pyodide._module.__hiwire_get(LOADED_PACKAGES_SLOT), head.loaded);
  return head.files.length;
}

/**
 * Restore Pyodide from the snapshot and files (promises of their unpacked bytes); throws if it cannot.
 * `options` are loadPyodide's, without `packages` (the snapshot has them). Also used by the build's check.
 */
export async function restorePyodide(options, snapshot, files) {
  let api = null;
  const pyodide = await loadPlain({
    ...options,
    _loadSnapshot: snapshot,
    _snapshotDeserializer: (name) => {
      const find = SERIALIZED[name];
      if (!find) throw new Error(`the kernel snapshot names an unknown object: ${name}`);
      return find(api);
    },
    // Pyodide sizes the memory for a snapshot with INITIAL_MEMORY, which this build ignores; a
    // heap smaller than the snapshot fails to restore, so grow it first (one malloc of that size).
    createPyodideModule: async (settings) => {
      const create = (await import("./pyodide.asm.mjs")).default;
      const [module, bytes] = await Promise.all([create(settings), snapshot]);
      module._free(module._malloc(bytes.length));
      api = settings.API;
      return module;
    },
  });
  const written = putBack(pyodide, await files);
  // the heap came with the build's random state: draw a fresh seed from the browser, as a fresh start would
  pyodide.runPython("import importlib, random; importlib.invalidate_caches(); random.seed()");
  return { pyodide, written };
}

export async function loadPyodide(options = {}) {
  const snapshot = fetchGzipped(SNAPSHOT_URL);
  const files = fetchGzipped(FILES_URL);
  snapshot.catch(() => {});  // a failure is reported below, once
  files.catch(() => {});
  const rest = { ...options };
  delete rest.packages;  // the snapshot has them loaded already
  const t0 = performance.now();
  try {
    const { pyodide, written } = await restorePyodide(rest, snapshot, files);
    console.info(`Rulebook Express: kernel restored (${written} files) from its snapshot in ${Math.round(performance.now() - t0)} ms`);
    return pyodide;
  } catch (err) {
    console.warn("Rulebook Express: starting Pyodide without the kernel snapshot:", err);
    return loadPlain(options);
  }
}
