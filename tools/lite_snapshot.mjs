// Make the offline site's kernel snapshot, with the site's own Pyodide (run by tools/build_lite.py).
//
//   node tools/lite_snapshot.mjs PYODIDE_DIR OUT_DIR PACKAGES_JSON WARM_UP_PYTHON
//
// PYODIDE_DIR holds the site's Pyodide, its lock file and wheels, and the boot module as rulebook-boot.mjs.
//
// Starting the Pyodide kernel spends most of its time on work that is the same on every visit:
// starting CPython, and importing IPython, ipykernel's shim and the kernel (issue 19). This runs
// that work once, at build time: it loads the same preloaded packages the kernel loads, runs
// WARM_UP_PYTHON (build_lite.py's: the kernel's own imports, then rulebook's and the widgets', and
// one new game of each game so their data is read and checked), and writes Pyodide's memory
// snapshot (the WebAssembly heap),
// gzip-compressed, to OUT_DIR/kernel-snapshot.bin.gz. tools/lite_boot.mjs restores it in the
// browser instead of starting from scratch.
//
// What a heap snapshot cannot hold, and how it is dealt with:
// * files: the unpacked wheels live in Emscripten's in-memory file system, which is JavaScript
//   objects, not heap. Every file under site-packages and the home folder is written to
//   OUT_DIR/kernel-files.bin.gz (a JSON index, then the bytes), which the boot module writes back
//   (far faster than fetching, checking and unzipping every wheel again);
// * JavaScript objects Python holds: Pyodide records the ones reached from globalThis by their
//   path; the few others are Pyodide's own functions, written here by name and looked up again
//   on the restored instance (the boot module's SERIALIZED; an unknown object stops the build);
// * Pyodide's record of loaded packages (a plain object at hiwire slot 6) must be empty in a
//   snapshot; it goes into the files' index instead and the boot module fills it in again (else
//   the kernel would fetch a package again the first time a cell imports it).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const [pyodideDir, outDir, packagesJson, warmUp] = process.argv.slice(2);
const packages = JSON.parse(packagesJson);
const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
// the boot module (already copied beside Pyodide) holds the table of named objects, shared with the restore
const { SERIALIZED, LOADED_PACKAGES_SLOT } = await import(pyodideDir + "/rulebook-boot.mjs");
const py = await loadPyodide({ indexURL: pyodideDir + "/", _makeSnapshot: true, packages });
await py.runPythonAsync(warmUp);
// An object holding an open file would outlive its file descriptor, which lives in JavaScript: closing it after
// a restore fails with "Bad file descriptor". importlib.metadata caches a zipfile.Path of the standard library's
// zip (opened by the kernel's import); invalidating the caches drops it, and the collector closes the file.
await py.runPythonAsync("import gc, importlib; importlib.invalidate_caches(); gc.collect()");
const open = py.FS.streams.filter((s) => s && s.fd > 2).map((s) => s.path);
if (open.length) throw new Error(`files still open after the warm-up: ${open.join(", ")}`);

// every file the packages and the imports left in the file system, for the boot module to put back
function collect(FS, dir, index, chunks) {
  for (const name of FS.readdir(dir)) {
    if (name === "." || name === "..") continue;
    const path = `${dir}/${name}`;
    const { mode } = FS.stat(path);
    if (FS.isDir(mode)) collect(FS, path, index, chunks);
    else if (FS.isFile(mode)) {
      const data = FS.readFile(path);
      index.push([path, data.length]);
      chunks.push(data);
    }
  }
}
const index = [], chunks = [];
for (const dir of [py._api.sitepackages, "/home/pyodide"]) collect(py.FS, dir, index, chunks);
const loaded = py._module.__hiwire_get(LOADED_PACKAGES_SLOT);
const head = new TextEncoder().encode(JSON.stringify({ files: index, loaded: { ...loaded } }));
const size = new Uint8Array(4);
new DataView(size.buffer).setUint32(0, head.length, true);
const files = gzipSync(Buffer.concat([size, head, ...chunks]), { level: 6 });
writeFileSync(join(outDir, "kernel-files.bin.gz"), files);

for (const key of Object.keys(loaded)) delete loaded[key];

const api = py._api;
const serializer = (obj) => {
  for (const [name, find] of Object.entries(SERIALIZED)) {
    if (find(api) === obj) return name;
  }
  // the static method is reached unbound from Python; its name is the only handle
  if (typeof obj === "function" && obj.name === "loadPackagesFromImports") return "loadPackagesFromImports";
  throw new Error(`the kernel holds a JavaScript object the snapshot cannot name: ${obj && obj.name}`);
};
const snapshot = py.makeMemorySnapshot({ serializer });
const packed = gzipSync(snapshot, { level: 6 });
writeFileSync(join(outDir, "kernel-snapshot.bin.gz"), packed);
console.log(`>>> lite: kernel snapshot ${(snapshot.length / 1e6).toFixed(1)} MB (${(packed.length / 1e6).toFixed(1)} MB gzipped), ` +
            `${index.length} files (${(files.length / 1e6).toFixed(1)} MB gzipped)`);
