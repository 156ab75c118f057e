// Byte-compile pure-Python wheels for the offline site, with the site's own Pyodide (run by tools/build_lite.py).
//
//   node tools/lite_pycompile.mjs PYODIDE_DIR IN_DIR OUT_DIR
//
// Every wheel of IN_DIR is written to OUT_DIR with, beside each module's source, its
// __pycache__/NAME.cpython-3XX.pyc compiled by the browser's own CPython (so the magic number
// matches) as an unchecked-hash pyc: the kernel imports without compiling anything, and
// tracebacks still show the source lines.
const [pyodideDir, inDir, outDir] = process.argv.slice(2);
const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.mkdirTree("/in");
py.FS.mkdirTree("/out");
py.FS.mount(py.FS.filesystems.NODEFS, { root: inDir }, "/in");
py.FS.mount(py.FS.filesystems.NODEFS, { root: outDir }, "/out");
py.runPython(`
import importlib.util, os, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

for name in sorted(os.listdir("/in")):
    if not name.endswith(".whl"):
        continue
    done = 0
    with zipfile.ZipFile("/in/" + name) as zin, zipfile.ZipFile("/out/" + name, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            data = zin.read(info)
            zout.writestr(info, data)
            if not info.filename.endswith(".py") or ".dist-info/" in info.filename:
                continue
            try:
                code = compile(data, info.filename, "exec", dont_inherit=True)
            except SyntaxError:
                continue
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            out = zipfile.ZipInfo(importlib.util.cache_from_source(info.filename), info.date_time)
            out.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(out, bytes(pyc))
            done += 1
    print(f">>> lite: byte-compiled {done} modules of {name}")
`);
