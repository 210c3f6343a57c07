"""Play a whole game in the real scenes and keep pictures of it: a developer's play-through.

    python tools/playthrough.py --game ghostbumpers --players 4 --humans 1 --bots hard,normal,easy --out /tmp/pt --every 5

The human seats choose what the easy bot would choose from that seat's view (a sensible
person), and the choice goes in through the same path as a click on the table
(``GameScene`` submits it and animates it). Bots play at their normal pace; handoffs are
clicked through, and so is "Done, pass the screen" after a person's move. A picture is saved
before every ``--every``-th human decision, at every handoff, and on the results screen, so a
person can look at the whole game afterwards (``--out``). Headless by default; set
SDL_VIDEODRIVER yourself to watch it in a window.

    python tools/playthrough.py --game ghosts --players 2 --humans 2 --json

``--json`` prints one JSON object on stdout: game, players, humans, decisions (human
decisions made), handoffs (curtains shown), passes ("Done, pass the screen" pressed),
results_shown (the results screen was reached) and errors (exceptions caught, with the
first few in error_texts); pictures are then kept only when ``--out`` is given.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is the JSON summary
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from ghostparlor.ai.protocol import make_bot  # noqa: E402
from ghostparlor.games import load_game  # noqa: E402
from ghostparlor.scenes.game import demo_plans, start_game  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--humans", type=int, default=1, help="seats 0..N-1 are people")
    parser.add_argument("--human-seat", type=int, action="append", default=[], help="these seats are people (instead of --humans)")
    parser.add_argument("--bots", default="easy", help="levels of the other seats in turn, comma-separated (e.g. hard,normal,easy)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], help="KEY=VALUE")
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--out", default="", help="folder for the pictures (required without --json)")
    parser.add_argument("--json", action="store_true", help="print one JSON summary on stdout")
    args = parser.parse_args(argv)
    if not args.out and not args.json:
        parser.error("give --out DIR for the pictures, or --json")

    from ghostparlor.app import App
    from ghostparlor.cli import _parse_options

    out = Path(args.out) if args.out else None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    if args.json:
        import tempfile

        os.environ.setdefault("GHOSTPARLOR_HOME", tempfile.mkdtemp(prefix="ghostparlor-playthrough-"))
    app = App()
    app.home()
    game = load_game(args.game)
    options = _parse_options(args.option) or None
    human_seats = args.human_seat or list(range(args.humans))
    plans = demo_plans(game, args.players, 0)
    levels = [b.strip() for b in args.bots.split(",") if b.strip()] or ["easy"]
    others = [i for i in range(args.players) if i not in human_seats]
    for n, i in enumerate(others):
        plans[i].kind = levels[n % len(levels)]
    for i in human_seats:
        plans[i].kind = "human"
    scene = start_game(app, game, plans, options, seed=args.seed)
    humans = {i: make_bot("easy", game, i) for i in human_seats}
    rng = random.Random(args.seed)
    decisions = shots = handoffs = passes = 0
    errors: list[str] = []
    results_shown = False

    def shot(tag: str) -> None:
        nonlocal shots
        app.stack.top.dirty = True
        app.step(1 / 60)  # draw the frame as it is now
        if out is None:
            return
        shots += 1
        pygame.image.save(app.canvas, str(out / f"{shots:03d}_{tag}.png"))

    def press_enter() -> None:
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))

    try:
        finished = play(app, scene, game, humans, rng, args, shot, press_enter)
    except Exception as exc:  # noqa: BLE001 - counted and reported, like the app's error screen
        import traceback

        errors.append("".join(traceback.format_exception_only(exc)).strip())
        if not args.json:
            traceback.print_exc()
        finished = None
    if finished is not None:
        decisions, handoffs, passes, results_shown = finished
    if args.json:
        import json

        print(json.dumps({"game": args.game, "players": args.players, "humans": len(human_seats),
                          "decisions": decisions, "handoffs": handoffs, "passes": passes,
                          "seat_changes": getattr(play, "seat_changes", 0), "results_shown": results_shown, "errors": len(errors), "error_texts": errors[:5],
                          "actions": len(scene.session.match.actions)}))
        return 0 if results_shown and not errors else 1
    if not results_shown:
        print("the game did not finish", file=sys.stderr)
        return 1
    result = scene.session.game.result(scene.session.state)
    print(f"{args.game}: {decisions} human decisions, {handoffs} handoffs, {len(scene.session.match.actions)} actions, "
          f"{shots} pictures in {out}; result {result}")
    return 0


def play(app, scene, game, humans, rng, args, shot, press_enter):
    """Play to the results screen; (decisions, handoffs, passes, results shown). Also counts
    ``play.seat_changes``: how often the person to act changed (each one was a curtain
    before curtains were decided from the views)."""
    decisions = handoffs = passes = 0
    play.seat_changes = 0
    last_seat = None
    for _ in range(200000):
        top = app.stack.top.name
        if top == "results":
            app.step(1 / 30)
            for _ in range(90):
                app.step(1 / 30)
            shot("results")
            return decisions, handoffs, passes, True
        if top == "game" and scene.pass_pending and not scene.table.busy():
            passes += 1
            press_enter()  # "Done, pass the screen"
            app.step(1 / 30)
            continue
        if top == "handoff":
            handoff = app.stack.top
            for _ in range(10):
                app.step(1 / 30)
            if handoffs % args.every == 0:
                shot("handoff")
            handoffs += 1
            press_enter()
            app.step(1 / 30)
            if app.stack.top is handoff:
                raise RuntimeError("the handoff did not go away")
            continue
        app.step(1 / 30)
        if top == "game" and scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            seat = scene.viewer()
            if seat != last_seat:
                play.seat_changes += 1
                last_seat = seat
            legal = scene.session.legal_actions()
            action = humans[seat].choose(game.view(scene.session.state, seat), legal, rng)
            if decisions % args.every == 0:
                shot(f"turn{decisions}_seat{seat}")
            decisions += 1
            scene._submit(action)  # the path of a click on the table: the session checks it, the table animates it
    return decisions, handoffs, passes, False


if __name__ == "__main__":
    sys.exit(main())
