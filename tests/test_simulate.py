"""Batch simulation (rulebook.analysis.simulate) and ``rulebook simulate``.

* one row per game, seeds derived from (seed, index) so any game can be replayed;
* the same seeds give the same DataFrame in this process, on 2 local processes,
  with other chunk sizes, and on a real dask.distributed LocalCluster (loopback);
* results are written in chunks and a rerun resumes: a CLI run killed after its
  first chunk files appear, then rerun, equals an uninterrupted run;
* the illustrative-data note is in the DataFrame and printed by the command.

``RULEBOOK_QUICK=0`` plays more games in each check.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pd = pytest.importorskip("pandas")
pytest.importorskip("pyarrow")

import rulebook
from rulebook import ConfigError
from rulebook.analysis import make_bot, play
from rulebook.analysis.simulate import (bot_seed, game_seed, read_results, seat_table, simulate, summarize,
                                        wilson)
from rulebook.cli import bot_seed as cli_bot_seed
from rulebook.cli import main

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
FC = rulebook.GAMES["first_class"]
N = 12 if QUICK else 200
ROOT = Path(__file__).resolve().parents[1]


def small(**kw):
    args = dict(games=N, players=2, bots="random", seed=3, chunk_size=4, processes=1, progress=False)
    args.update(kw)
    return simulate("first_class", **args)


@pytest.fixture(scope="module")
def reference():
    return small()


def test_one_row_per_game_with_the_documented_columns(reference):
    df = reference
    assert len(df) == N and df["game"].tolist() == list(range(N))
    for col in ("game_seed", "options", "players", "bots", "score_0", "score_1", "winners", "win_0", "win_1",
                "first_player", "first_player_win", "length", "cars_0", "train0_1", "coins_0", "stations_1",
                "game_end_0", "data_note"):
        assert col in df.columns, col
    assert (df["players"] == 2).all() and (df["bots"] == "random,random").all() and (df["options"] == "{}").all()
    assert df["game_seed"].is_unique and (df["game_seed"] >= 0).all()
    assert (df["win_0"] | df["win_1"]).all()
    assert (df["length"] > 100).all()
    for seat in (0, 1):
        top = df[["score_0", "score_1"]].max(axis=1)
        assert (df[f"win_{seat}"] == (df[f"score_{seat}"] == top)).all()


def test_a_row_is_the_game_replayed_from_its_seed(reference):
    assert bot_seed(12345, 2) == cli_bot_seed(12345, 2)  # `rulebook play --seed <game_seed>` replays it
    for i in (0, N - 1):
        row = reference.iloc[i]
        assert row.game_seed == game_seed(3, i)
        s = FC.new_game(players=2, seed=int(row.game_seed))
        assert row.first_player == s.start
        out = play(s, [make_bot("random", bot_seed(int(row.game_seed), k)) for k in range(2)])
        assert (row.score_0, row.score_1) == out.scores
        assert row.length == len(s.history)
        st = FC.stats(s, 1)
        assert row.cars_1 == st["cars"] and row.coins_1 == st["coins"] and row.game_end_1 == st["game_end"]


def test_illustrative_data_is_said(reference):
    note = reference.attrs["data_note"]
    assert note and "illustrative" in note
    assert (reference["data_note"] == note).all()
    assert summarize(reference)["data_note"] == note


def test_same_results_on_two_processes_and_other_chunk_sizes(reference):
    two = small(processes=2, chunk_size=3)
    pd.testing.assert_frame_equal(two, reference)
    one_chunk = small(chunk_size=1000)
    pd.testing.assert_frame_equal(one_chunk, reference)


def test_options_and_rulings_reach_the_games():
    df = small(games=4, options={"modules": ("C", "E"), "rulings": {"coins_no_room": "partial"}})
    assert json.loads(df["options"].iloc[0]) == {"modules": ["C", "E"], "rulings": {"coins_no_room": "partial"}}
    assert not df.equals(small(games=4))
    with pytest.raises(ConfigError):
        small(options={"rulings": {"no_such_ruling": 1}})
    with pytest.raises(ConfigError):
        small(bots="random,random,random")
    with pytest.raises(ConfigError):
        small(bots="nobody")


def test_dask_local_cluster_gives_the_same_results(reference):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  host="127.0.0.1", worker_dashboard_address=None) as cluster:
        by_address = small(scheduler=cluster.scheduler_address, chunk_size=5)
        with distributed.Client(cluster, set_as_default=False) as client:
            by_client = small(scheduler=client, chunk_size=2)
    pd.testing.assert_frame_equal(by_address, reference)
    pd.testing.assert_frame_equal(by_client, reference)


def test_chunks_on_disk_are_reused_and_a_longer_run_extends_them(tmp_path, reference):
    out = tmp_path / "res.parquet"
    first = small(games=8, out=out)
    files = sorted(out.glob("chunk-*.parquet"))
    assert [f.name for f in files] == ["chunk-000000.parquet", "chunk-000001.parquet"]
    stamps = {f.name: f.stat().st_mtime_ns for f in files}
    again = small(out=out)  # N games: the first two chunks come from disk
    assert {f.name: f.stat().st_mtime_ns for f in files} == stamps
    pd.testing.assert_frame_equal(again, reference)
    pd.testing.assert_frame_equal(first, reference.iloc[:8])
    pd.testing.assert_frame_equal(read_results(out), reference)
    on_disk = pd.read_parquet(out).sort_values("game").reset_index(drop=True)  # skips _run.json
    assert len(on_disk) == N
    with pytest.raises(ConfigError, match="another simulation"):
        small(out=out, seed=4)
    (tmp_path / "file").write_text("x")
    with pytest.raises(ConfigError, match="is a file"):
        small(out=tmp_path / "file")


def _cli(*args):
    return [sys.executable, "-m", "rulebook.cli", "simulate", "first_class", *args]


def test_killed_run_resumes_to_the_uninterrupted_result(tmp_path):
    games = 300 if QUICK else 2000
    args = ["--games", str(games), "--players", "2", "--bots", "random", "--seed", "11", "--chunk-size", "5",
            "--processes", "2", "--no-progress"]
    out = tmp_path / "run"
    proc = subprocess.Popen(_cli(*args, "--out", str(out)), cwd=ROOT, start_new_session=True,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not list(out.glob("chunk-*.parquet")):
            assert proc.poll() is None, "the run ended before writing a chunk"
            assert time.monotonic() < deadline, "no chunk file after 60 s"
            time.sleep(0.01)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)  # the run and its worker processes, at once
        proc.wait()
    partial = read_results(out)
    assert 0 < len(partial) < games, "the kill came too late to test resuming"
    assert partial["game"].tolist() == sorted(set(partial["game"]))
    r = subprocess.run(_cli(*args, "--out", str(out)), cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    resumed = read_results(out)
    whole = simulate("first_class", games=games, players=2, bots="random", seed=11, chunk_size=50, processes=2,
                     progress=False)
    pd.testing.assert_frame_equal(resumed, whole)


def test_cli_prints_a_summary_with_intervals_and_the_data_note(capsys, tmp_path):
    assert main(["simulate", "first_class", "--games", "6", "--bots", "greedy,random", "--seed", "2",
                 "--processes", "1", "--no-progress", "--modules", "AC", "--ruling", "coins_no_room=partial",
                 "--ruling", "loco_tile_may_add_car=true", "--out", str(tmp_path / "o")]) == 0
    out = capsys.readouterr().out
    assert "6 games, 2 players (Greedy bot, Random bot), seed 2" in out   # the bots by their names in words
    assert "Player 1 (Greedy bot): wins" in out and "95% interval" in out and "First player wins" in out
    assert "Mean length" in out and "illustrative" in out
    df = read_results(tmp_path / "o")
    assert json.loads(df["options"].iloc[0]) == {
        "modules": ["A", "C"], "rulings": {"coins_no_room": "partial", "loco_tile_may_add_car": True}}
    assert main(["simulate", "first_class", "--games", "2", "--ruling", "nonsense"]) == 2
    assert main(["simulate", "first_class", "--games", "2", "--ruling", "supply_out=maybe"]) == 2
    assert main(["simulate", "first_class", "--games", "2", "--bots", "human"]) == 2
    err = capsys.readouterr().err
    assert "name=value" in err and "supply_out" in err and "bots only" in err


def test_wilson_interval_and_seat_table(reference):
    lo, hi = wilson(0, 20)
    assert lo == 0 and 0.1 < hi < 0.2
    lo, hi = wilson(20, 20)
    assert hi == 1 and 0.8 < lo < 0.9
    table = seat_table(reference)
    assert table["wins"].sum() >= N and list(table["bot"]) == ["random", "random"]
    assert ((table["low"] <= table["win_rate"]) & (table["win_rate"] <= table["high"])).all()


def test_ruling_effect_plays_the_same_games_under_each_reading():
    from rulebook.analysis.rulings import ruling_effect
    table, runs = ruling_effect("first_class", "card_symbol_order", games=6, players=2, bots="random", seed=2,
                                processes=1, progress=False, return_runs=True)
    assert list(table["value"]) == ["printed", "printed", "any", "any"]
    base = table[table["default"]]
    assert (base["win_shift"] == 0).all() and (base["score_shift"] == 0).all()
    assert list(runs) == ["printed", "any"]
    assert (runs["printed"]["game_seed"] == runs["any"]["game_seed"]).all()  # paired games
    other = table[~table["default"]].iloc[0]
    diff = runs["any"]["score_0"] - runs["printed"]["score_0"]
    assert other.score_shift == pytest.approx(diff.mean())
    assert other.score_shift_low <= other.score_shift <= other.score_shift_high
    assert table.attrs["data_note"] and "illustrative" in table.attrs["data_note"]
