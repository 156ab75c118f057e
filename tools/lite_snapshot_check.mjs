// Check that the kernel snapshot restores and works, through the site's own boot module (run by tools/build_lite.py).
//
//   node tools/lite_snapshot_check.mjs PYODIDE_DIR
//
// PYODIDE_DIR holds Pyodide, rulebook-boot.mjs and the two snapshot files. The boot module restores them exactly
// as it does in the browser (only the bytes are read from disk here instead of fetched); then Python checks that
// the modules imported at build time work, that files only the restored file system has can be read (a lazy
// import, the games' data), that each game starts and takes a move, and that nothing complains on stderr (an
// object from the build closing a file descriptor that no longer exists, say).
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

const [pyodideDir] = process.argv.slice(2);
const { restorePyodide } = await import(pyodideDir + "/rulebook-boot.mjs");
const read = async (name) => new Uint8Array(gunzipSync(readFileSync(`${pyodideDir}/${name}`)));
const stderr = [];
const { pyodide, written } = await restorePyodide({ indexURL: pyodideDir + "/", stderr: (line) => stderr.push(line) },
  read("kernel-snapshot.bin.gz"), read("kernel-files.bin.gz"));
let report;
try {
  report = await pyodide.runPythonAsync(`
import contextlib, gc, io, sys
complaints = []                      # the kernel's stderr is its own stream here: catch what would reach it
sys.unraisablehook = lambda u: complaints.append(f"{u.err_msg or 'Exception ignored'}: {u.exc_value!r}")
with contextlib.redirect_stderr(io.StringIO()) as err:
    import pyodide_kernel, rulebook, widgets.panel
    import pygments.lexers.python    # not imported at build time: read from the restored files
    assert "pyodide_kernel" in sys.modules and "IPython" in sys.modules
    moves = []
    for name, game in rulebook.GAMES.items():
        state = game.new_game(players=max(game.PLAYERS), seed=11)
        state.apply(state.legal_actions()[0])
        moves.append(f"{name} ({len(state.legal_actions())} choices next)")
    gc.collect()                     # an object closing a file it opened at build time would complain here
if err.getvalue() or complaints:
    report = "FAILED: it complained: " + " | ".join([*complaints, *err.getvalue().strip().split("\\n")[-2:]])
else:
    report = f"{len(sys.modules)} modules; a move of {', '.join(moves)}"
report
`);
} catch (err) {
  report = `FAILED: ${err.type || err}`;
}
if (report.startsWith("FAILED")) {  // the build prints the last line
  console.error(`the restored kernel fails its check: ${report}`);
  process.exit(1);
}
if (stderr.length) throw new Error(`the restored kernel wrote to stderr:\n${stderr.join("\n")}`);
console.log(`>>> lite: kernel snapshot restores (${written} files): ${report}`);
