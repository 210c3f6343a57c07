"""The one entry point: no argument opens the window; sub-commands run headless."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Sequence

from ghostparlor import __version__

# pygame's greeting would land in the middle of --json output
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


MAX_PRINTED = 200  # problems validate-data prints (it counts them all)


def _parse_options(pairs: Sequence[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        if "=" not in pair:
            raise SystemExit(f"ghostparlor: --option expects KEY=VALUE, got {pair!r}")
        key, value = pair.split("=", 1)
        options[key.strip()] = value.strip()
    return options


def build_parser():
    import argparse

    parser = argparse.ArgumentParser(
        prog="ghostparlor",
        description="A parlor of five ghost-themed tabletop games. With no command, opens the game window.",
    )
    parser.add_argument("--version", action="version", version=f"ghostparlor {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="open the game window (the default)")
    play.add_argument("--fullscreen", action="store_true", help="start in full screen")

    sim = sub.add_parser("sim", help="play complete games headless with bots and print a summary")
    sim.add_argument("--game", required=True, help="game id, e.g. ghosts")
    sim.add_argument("--players", type=int, required=True, help="number of seats")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option (repeatable)")
    sim.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    sim.add_argument("--seed", type=int, default=1, help="seed of the run (default 1)")
    sim.add_argument("--bots", default="", help="bot per seat, comma-separated (default: random everywhere)")
    sim.add_argument("--records", type=Path, help="write one JSON record per game into this folder")
    sim.add_argument("--json", action="store_true", help="print the summary as one JSON object")

    opener = sub.add_parser("open", help="open a shared game (an exported game or a record) in the window: a finished "
                                         "game in the replay viewer, an unfinished one to continue")
    opener.add_argument("file", type=Path, metavar="FILE")

    check = sub.add_parser("replay-check", help="replay game records (or exported games) and compare every step's fingerprint")
    check.add_argument("files", nargs="+", type=Path, metavar="FILE")

    val = sub.add_parser("validate-data", help="check the game content files (YAML)")
    val.add_argument("dir", nargs="?", type=Path, help="a data folder (default: the installed data)")

    shot = sub.add_parser("screenshot", help="render a scene headless and save a PNG of the canvas")
    shot.add_argument("--out", type=Path, required=True, help="PNG file to write")
    shot.add_argument("--scene", default="title", help="title, setup, settings, rules, game, results, handoff, pause, stats, replays, replay, tutorial, title_saves, restore, replace, open_game, "
                      "net_menu, net_host, net_options, net_join, net_lobby (Play together, made in memory: no socket)")
    shot.add_argument("--game", default="ghosts", help="game id for game/setup/rules/results scenes")
    shot.add_argument("--players", type=int, default=4)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=int, default=0, help="for the game scene: bot moves played first; for the tutorial: its step; "
                      "for a net_ scene: its K-th sample state (from 0)")
    shot.add_argument("--size", default="1280x720", help="window size WxH (the canvas is always 1280x720)")

    tour = sub.add_parser("tournament", help="bots against bots with seats rotated; win shares with 95%% intervals")
    tour.add_argument("--game", required=True)
    tour.add_argument("--players", type=int, required=True)
    tour.add_argument("--bots", required=True, help="bot per seat, comma-separated (random, easy, normal, hard)")
    tour.add_argument("--games", type=int, default=100)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    tour.add_argument("--workers", type=int, default=1, help="processes playing games side by side (default 1)")
    tour.add_argument("--progress", action="store_true", help="report progress on standard error")
    tour.add_argument("--record", metavar="FILE",
                      help="append each finished game to FILE (JSON lines); run again to resume")
    tour.add_argument("--json", action="store_true")

    soak = sub.add_parser("soak", help="play every game, player count and option for N minutes, checking invariants")
    soak.add_argument("--minutes", type=float, default=1.0)
    soak.add_argument("--seed", type=int, default=1)
    soak.add_argument("--json", action="store_true")

    fuzz = sub.add_parser("fuzz-files", help="hostile files against every reader, the start and the scenes that read them")
    fuzz.add_argument("--seconds", type=float, default=60.0, help="how long to run (default 60)")
    fuzz.add_argument("--seed", type=int, default=1, help="seed of the campaign (default 1)")
    fuzz.add_argument("--no-scenes", action="store_true", help="only the readers, not the app's start and scenes")
    fuzz.add_argument("--json", action="store_true", help="print the summary as one JSON object")

    layout = sub.add_parser("check-layout", help="draw every scene and table state headless; report texts that overflow, "
                                                 "overlap, miss glyphs or are cut without a tooltip (exit 1 if any)")
    layout.add_argument("--lang", action="append", help="a language (en, es, ja, ru); repeat for several; default all")
    layout.add_argument("--scale", action="append", type=float, help="a text size (1.0, 1.25, 1.5); repeat; default all")
    layout.add_argument("--game", action="append", help="only this game's states (besides the common scenes); repeat")
    layout.add_argument("--json", action="store_true", help="one JSON object: counts and the first 50 problems")
    layout.add_argument("--verbose", action="store_true", help="a line per state drawn")
    tut = sub.add_parser("tutorial", help="open a game's guided first game; --autoplay plays it headless and reports")
    tut.add_argument("--game", required=True, help="game id, e.g. ghosts")
    tut.add_argument("--autoplay", action="store_true", help="play it headless through the real scene, taking each step's move")
    tut.add_argument("--json", action="store_true", help="with --autoplay: one JSON object")
    osc = sub.add_parser("openspiel-check", help="OpenSpiel's random-simulation test on every game and player count "
                         "(needs the research extra: pip install \".[research]\")")
    osc.add_argument("--game", action="append", help="only this game; repeat for several")
    osc.add_argument("--sims", type=int, default=2, help="random games per game and player count (default 2)")
    osc.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    bench = sub.add_parser("bench", help="measure rules speed (and, with the app, frame times)")
    bench.add_argument("--seconds", type=float, default=3.0, help="seconds per measurement")
    bench.add_argument("--yardstick-python", help="a python with open-spiel installed (benchmarks/requirements.txt)")
    bench.add_argument("--only", default="", help="comma-separated parts: rules, yardstick, playouts, frames, thinking, idle, startup")
    bench.add_argument("--json", action="store_true")
    from ghostparlor.net.serve_cli import add_commands

    add_commands(sub)  # serve, net-load
    from ghostparlor.devtools.net_fuzz import add_command

    add_command(sub)  # net-fuzz
    return parser


def _no_collections_until_the_title() -> None:
    """The window's start makes objects that live as long as the window (modules, catalogs,
    the theme, the app): the cyclic collector would go through them again and again for
    nothing (about 4 ms of the start). It is off until the first frame is on screen; run_app
    then freezes what was made (never gone through again) and turns it back on."""
    import gc

    gc.disable()


def main(argv: Sequence[str] | None = None) -> int:
    if not (sys.argv[1:] if argv is None else argv):  # the window: skip building the parser (start-up time)
        _no_collections_until_the_title()
        from ghostparlor.app import run_app

        return run_app()
    import json  # not needed to open the window (start-up time)

    args = build_parser().parse_args(argv)
    command = args.command or "play"
    if command == "play":
        _no_collections_until_the_title()
        from ghostparlor.app import run_app

        return run_app(fullscreen=getattr(args, "fullscreen", False))
    if command == "sim":
        return _sim(args)
    if command == "open":
        return _open(args)
    if command == "replay-check":
        return _replay_check(args)
    if command == "validate-data":
        return _validate(args)
    if command == "screenshot":
        from ghostparlor.app import screenshot
        from ghostparlor.devtools.factory import build_scene

        return screenshot(args, build_scene)
    if command == "openspiel-check":
        return _openspiel_check(args)
    if command == "tournament":
        from ghostparlor.core.errors import GhostparlorError
        from ghostparlor.games import load_game
        from ghostparlor.devtools.tournament import format_table, print_progress, tournament

        try:
            game = load_game(args.game)
            bots = [b.strip() for b in args.bots.split(",") if b.strip()]
            summary = tournament(game, args.players, bots, args.games, args.seed, _parse_options(args.option),
                                 workers=max(1, args.workers), progress=print_progress if args.progress else None,
                                 record=args.record)
        except (KeyError, ValueError, OSError, GhostparlorError) as exc:
            from ghostparlor.core.printable import escaped

            said = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
            print(f"ghostparlor tournament: {escaped(str(said), 600)}", file=sys.stderr)  # names escaped, one line
            return 2
        except KeyboardInterrupt:
            from ghostparlor.core.printable import shown_name

            kept = f"; the finished games are kept in {shown_name(args.record)}: the same command goes on from them" if args.record else ""
            print(f"ghostparlor tournament: stopped{kept}", file=sys.stderr)
            return 130
        print(json.dumps(summary) if args.json else format_table(summary))
        return 0
    if command == "soak":
        from ghostparlor.devtools.soak import soak

        summary = soak(args.minutes, args.seed)
        if args.json:
            print(json.dumps(summary))
        else:
            print(f"soak: {summary['games']} games, {summary['errors']} errors, {summary['actions']} actions in "
                  f"{summary['minutes']} min ({summary['games_per_minute']} games/min); per game: {summary['per_game']}")
        return 1 if summary["errors"] else 0
    if command == "fuzz-files":
        from ghostparlor.devtools.fuzz.campaign import format_summary, fuzz_files

        summary = fuzz_files(args.seconds, args.seed, scenes=not args.no_scenes)
        print(json.dumps(summary) if args.json else format_summary(summary))
        return 1 if summary["crashes"] or summary["hangs"] or summary["lost_originals"] else 0
    if command == "check-layout":
        from ghostparlor.devtools.layout_check import main as check_layout

        return check_layout(args)
    if command == "tutorial":
        return _tutorial(args)
    if command == "bench":
        from ghostparlor.devtools.bench import run_bench

        return run_bench(args)
    if command in ("serve", "net-load", "net-fuzz"):
        return args.run(args)
    return 2


def _openspiel_check(args) -> int:
    import json

    try:
        from ghostparlor.devtools import openspiel
    except ImportError as exc:
        print(f"ghostparlor: {exc}", file=sys.stderr)
        return 2
    from ghostparlor.games import implemented_ids

    unknown = sorted(set(args.game or []) - set(implemented_ids()))
    if unknown:
        print(f"ghostparlor: no game {', '.join(unknown)} (games: {', '.join(implemented_ids())})", file=sys.stderr)
        return 2
    summary = openspiel.check(args.game, sims=max(1, args.sims))
    if args.json:
        print(json.dumps(summary))
    else:
        for run in summary["runs"]:
            mark = "ok" if run["passed"] else "FAILED: " + run["error"]
            print(f"{run['game']}, {run['players']} player{'' if run['players'] == 1 else 's'}{run.get('variant', '')}: {mark} ({run['seconds']} s)")
        print("passed" if summary["passed"] else "FAILED")
    return 0 if summary["passed"] else 1


def _sim(args) -> int:
    import json

    from ghostparlor.core.errors import GhostparlorError
    from ghostparlor.games import load_game
    from ghostparlor.devtools.sim import format_summary, simulate

    try:
        game = load_game(args.game)
        bots = [b.strip() for b in args.bots.split(",") if b.strip()]
        summary = simulate(game, args.players, args.games, args.seed, bots or None, _parse_options(args.option), args.records)
    except (KeyError, ValueError, GhostparlorError) as exc:
        print(f"ghostparlor sim: {exc.args[0] if isinstance(exc, KeyError) else exc}", file=sys.stderr)
        return 2
    print(json.dumps(summary) if args.json else format_summary(summary))
    return 1 if summary["errors"] else 0


def _open(args) -> int:
    """Check the file first (headless): one that cannot be opened at all is refused on
    standard error with status 2 and no window; else the window opens with it."""
    from ghostparlor.core.strings import set_language, shown
    from ghostparlor.persistence.settings import load_settings
    from ghostparlor.persistence.share import ShareRefused, read_shared

    settings, _ = load_settings()
    set_language(settings.language)  # the message in the language the window would speak
    try:
        read_shared(args.file)
    except ShareRefused as refused:
        from ghostparlor.core.printable import escaped

        print(f"ghostparlor open: {escaped(shown(refused.message))}", file=sys.stderr)  # the file's name is shown escaped
        return 2
    from ghostparlor.app import run_app

    return run_app(open_path=str(args.file))


def _replay_check(args) -> int:
    from ghostparlor.devtools.replay_check import run

    return run(args.files)


def _tutorial(args) -> int:
    import json

    from ghostparlor.core.errors import GhostparlorError
    from ghostparlor.games import REGISTRY

    if args.game not in REGISTRY:
        print(f"ghostparlor tutorial: no game {args.game!r} (games: {', '.join(REGISTRY)})", file=sys.stderr)
        return 2
    if not args.autoplay:
        from ghostparlor.app import run_app

        return run_app(tutorial=args.game)
    from ghostparlor.app import autoplay_tutorial

    try:
        summary = autoplay_tutorial(args.game)
    except (KeyError, GhostparlorError) as exc:
        print(f"ghostparlor tutorial: {exc.args[0] if isinstance(exc, KeyError) else exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"{summary['game']}: {summary['reached']} of {summary['steps']} steps, completed {summary['completed']}, "
              f"errors {summary['errors']}; {summary['actions']} moves, {summary['words']} words, "
              f"about {summary['minutes_at_normal_pace']} min at a normal pace")
        for text in summary["error_texts"]:
            print(f"  {text}")
    return 0 if summary["completed"] and not summary["errors"] else 1


def _validate(args) -> int:
    from ghostparlor.devtools.validate import validate_all

    messages, checked = validate_all(args.dir)  # one line each, values cut, names escaped
    for message in messages[:MAX_PRINTED]:
        print(message, file=sys.stderr)
    if len(messages) > MAX_PRINTED:
        print(f"validate-data: ... and {len(messages) - MAX_PRINTED} more", file=sys.stderr)
    if messages:
        print(f"validate-data: {len(messages)} problem(s) in {checked} file(s)", file=sys.stderr)
        return 1
    print(f"validate-data: {checked} file(s) ok")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
