"""``ghostparlor check-layout``: every scene and every game's table in representative
states, drawn headless with the layout probe on (:mod:`ghostparlor.devtools.probe`), in each
language and text size asked for; reports texts outside their box, texts overlapping each
other or a control, characters the font cannot draw and texts cut without a tooltip.

States: the title, settings, statistics, replays; per game its set-up, rules reader, a
bot's turn, a hot-seat curtain, the pause menu, its table at every kind of decision a
person meets in a seeded game (each new set of action kinds, and every few decisions), a
replay, its results with and without the score sheet.
"""

from __future__ import annotations

import os
import random
from typing import Any, Callable, Iterator

from ghostparlor.devtools.factory import State, saves_states, tutorial_at

LANGS = ("en", "es", "ja", "ru")
SCALES = (1.0, 1.25, 1.5)
MAX_PROBLEMS = 50
MIN_TEXT_PX = 13  # no text smaller at 100% text size (tooltips included); at a smaller text size, in proportion
KINDS = ("overflows", "overlaps", "missing_glyphs", "cut_without_tooltip", "texts_below_min")
SAMPLES_PER_GAME = 10  # table states at a person's decisions per game


def _session(game_id: str, players: int, humans: int, seed: int):
    from ghostparlor.games import load_game
    from ghostparlor.scenes.game import demo_plans
    from ghostparlor.session import MatchSession

    game = load_game(game_id)
    return MatchSession(game, demo_plans(game, players, humans), seed=seed, pace_seconds=0.0)


def _human_move(session, seed: int) -> None:
    from ghostparlor.ai.protocol import make_bot

    seat = session.to_move()
    bot = make_bot("easy", session.game, seat)
    session.submit(bot.choose(session.view(seat), session.legal_actions(), random.Random(seed)))


def _advance(session, seed: int, stop: Callable[[Any], bool] | None = None, limit: int = 10**5) -> bool:
    """Play until ``stop(session)`` (True) or the end (False)."""
    for _ in range(limit):
        if session.is_over():
            return False
        if stop is not None and stop(session):
            return True
        seat = session.to_move()
        if seat in session.bots:
            session.bot_move(seat)
        elif seat >= 0:
            _human_move(session, seed)
        else:
            session.update(0)
    return False


def _decision_snapshots(game_id: str, players: int, seed: int) -> list[tuple[str, int]]:
    """(label, actions played) of the person's decisions worth a look in one seeded game."""
    session = _session(game_id, players, 1, seed)
    seen: set[tuple[str, ...]] = set()
    picks: list[tuple[str, int]] = []
    decisions = 0
    while not session.is_over():
        seat = session.to_move()
        if seat in session.bots:
            session.bot_move(seat)
            continue
        if seat < 0:
            session.update(0)
            continue
        kinds = tuple(sorted({type(a).__name__ for a in session.legal_actions()}))
        decisions += 1
        if kinds not in seen or decisions % 9 == 0:
            label = "turn:" + "+".join(kinds) if kinds not in seen else f"turn:{decisions}"
            seen.add(kinds)
            picks.append((label, len(session.match.actions)))
        _human_move(session, seed)
    if len(picks) > SAMPLES_PER_GAME:
        firsts = [p for p in picks if not p[0][5:].isdigit()]
        rest = [p for p in picks if p[0][5:].isdigit()]
        keep = max(0, SAMPLES_PER_GAME - len(firsts))
        step = max(1, len(rest) // max(1, keep)) if keep else len(rest) + 1
        picks = firsts + rest[::step][:keep]
    return picks


def _game_at(app, game_id: str, players: int, seed: int, actions: int, humans: int = 1, *, pace: float = 0.0):
    from ghostparlor.scenes.game import GameScene

    session = _session(game_id, players, humans, seed)
    _advance(session, seed, lambda s: len(s.match.actions) >= actions)
    session.pace_seconds = pace
    session.take_happenings()
    scene = GameScene(app, session, persist=False)
    app.push(scene)
    return scene


def states(games: list[str] | None = None) -> Iterator[State]:
    from ghostparlor.games import REGISTRY

    def push(factory: Callable[[Any], Any]) -> Callable[[Any], None]:
        def build(app) -> None:
            app.home()
            made = factory(app)
            if made is not None:
                app.push(made)
        return build

    from ghostparlor.scenes.records import layout_states as records_states
    from ghostparlor.scenes.settings import SettingsScene

    yield State("title", "start", lambda app: app.home())
    yield from saves_states()
    yield State("settings", "open", push(SettingsScene))
    for scene_name, state_name, factory in records_states():  # statistics and the finished games, seeded in memory
        yield State(scene_name, state_name, push(factory))
    from ghostparlor.scenes.net_menu import layout_states as net_states

    for scene_name, state_name, factory in net_states():  # "Play together": made in memory, no socket opened
        yield State(scene_name, state_name, push(factory))
    for game_id, entry in REGISTRY.items():
        if not entry.implemented or (games and game_id not in games):
            continue
        from ghostparlor.games import load_game

        game = load_game(game_id)
        most, fewest = game.max_players, game.min_players
        from ghostparlor.scenes.rules import RulesScene
        from ghostparlor.scenes.setup import SetupScene

        yield State(f"setup:{game_id}", f"{most} players", push(lambda app, g=game_id, n=most: SetupScene(app, g, players=n)))
        yield State(f"setup:{game_id}", f"{fewest} players", push(lambda app, g=game_id, n=fewest: SetupScene(app, g, players=n)))
        yield State(f"rules:{game_id}", "top", push(lambda app, g=game_id: RulesScene(app, g)))
        yield from _learning_states(game_id, game, most, push)
        seed = 7
        for label, actions in _decision_snapshots(game_id, most, seed):
            def build(app, g=game_id, n=most, a=actions) -> None:
                app.home()
                _game_at(app, g, n, seed, a)
            yield State(f"game:{game_id}", f"{most}p {label} @{actions}", build)

        def bot_turn(app, g=game_id, n=fewest) -> None:
            app.home()
            session = _session(g, n, 1, seed + 1)
            _advance(session, seed, lambda s: s.to_move() in s.bots and len(s.match.actions) > 3)
            session.pace_seconds = 1000.0
            from ghostparlor.scenes.game import GameScene

            app.push(GameScene(app, session, persist=False))
        yield State(f"game:{game_id}", f"{fewest}p bot thinking", bot_turn)

        def handoff(app, g=game_id, n=most) -> None:
            app.home()
            from ghostparlor.scenes.game import GameScene

            session = _session(g, n, 2, seed + 2)
            _advance(session, seed, lambda s: len(s.match.actions) > 6 and s.to_move() in s.humans())
            scene = GameScene(app, session, persist=False)
            app.push(scene)
            scene.update(0)
        yield State(f"handoff:{game_id}", "curtain", handoff)

        def pause(app, g=game_id, n=most) -> None:
            app.home()
            from ghostparlor.scenes.pause import PauseScene

            scene = _game_at(app, g, n, seed, 4)
            app.push(PauseScene(app, scene))
        yield State(f"pause:{game_id}", "open", pause)

        for sheet in (False, True):
            def results(app, g=game_id, n=most, sheet=sheet) -> None:
                app.home()
                from ghostparlor.scenes.results import ResultsScene

                scene = _game_at(app, g, n, seed, 10**6)
                made = ResultsScene(app, scene.session)
                app.push(made)
                if sheet and getattr(made, "sheet", None) is not None:
                    made.show_sheet = True
            yield State(f"results:{game_id}", "score sheet" if sheet else "standings", results)

        def replay(app, g=game_id, n=fewest, seat=False) -> None:
            app.home()
            from ghostparlor.scenes.replay import ReplayScene

            session = _session(g, n, 0, seed + 3)
            _advance(session, seed)
            made = ReplayScene.from_save(app, session.save_data())
            app.push(made)
            if seat:  # the last seat's view at the move that decided it, playing
                made.set_view(n - 1)
                made.go(made.session.timeline.deciding or 1, animate=False)
                made.toggle_play()
            else:
                made.go(made.session.timeline.last // 2, animate=False)
        yield State(f"replay:{game_id}", "middle", replay)
        yield State(f"replay:{game_id}", "a seat's view, deciding move",
                    lambda app, g=game_id, n=fewest: replay(app, g, n, seat=True))


def _learning_states(game_id: str, game, most: int, push) -> Iterator[State]:
    """The rules reader at each diagram and with a search, the table with its notes open and a
    thing's tip pinned, and the tutorial at its kinds of steps."""
    from ghostparlor.core.errors import ContentError
    from ghostparlor.core.learn import learn_content
    from ghostparlor.scenes.rules import RulesScene

    try:
        content = learn_content(game_id)
    except ContentError:
        return
    for section in content.sections:
        if section.diagram:
            def at(app, g=game_id, sid=section.id, rule=section.rules[0]) -> None:
                app.home()
                app.push(RulesScene(app, g, rule=rule))
            yield State(f"rules:{game_id}", f"section {section.id}", at)
    if content.sections:
        def search(app, g=game_id, word=content.sections[-1].rules[0]) -> None:
            app.home()
            scene = RulesScene(app, g)
            app.push(scene)
            scene.search.text = word
            scene.rebuild(word)
        yield State(f"rules:{game_id}", "search", search)

    def notes(app, g=game_id, n=most) -> None:
        app.home()
        scene = _game_at(app, g, n, 7, 12)
        scene.side.show_notes(True)
    yield State(f"game:{game_id}", "notes open", notes)

    def tip(app, g=game_id, n=most) -> None:
        app.home()
        scene = _game_at(app, g, n, 7, 8)
        _settle(app)
        things = scene.things()
        if things:
            scene.inspect.pin(max(things, key=lambda th: len(th.words(g))))
    yield State(f"game:{game_id}", "tip pinned", tip)
    tutorial = content.tutorial
    if tutorial is None:
        return
    # the panel at a step the coach talks (Next), at a move with a wrong move's feedback, at the
    # free step and at the end; every step's words are checked against the panel's box by
    # tests/test_learning.py (they need no table drawn)
    picks: dict[str, int] = {}
    for i, step in enumerate(tutorial.steps):
        picks.setdefault(step.kind, i)
    for kind in ("say", "free"):
        if kind in picks:
            yield State(f"tutorial:{game_id}", f"step {picks[kind]} ({kind})", lambda app, g=game_id, i=picks[kind]: tutorial_at(app, g, i))
    act = picks.get("act")
    if act is not None:
        yield State(f"tutorial:{game_id}", f"step {act} wrong move", lambda app, g=game_id, i=act: tutorial_at(app, g, i, True))
    yield State(f"tutorial:{game_id}", "complete", lambda app, g=game_id, i=len(tutorial.steps): tutorial_at(app, g, i))


def _settle(app) -> None:
    for _ in range(120):
        app.step(1 / 30)
        if not any(s.busy() for s in app.stack.visible()):
            break


def _draw(app, probe_mod) -> Any:
    """Draw the stack once onto a probing canvas; returns the probe's records."""
    canvas = app.canvas
    probe_canvas = probe_mod.ACTIVE.root
    probe_mod.clear_frame(probe_mod.ACTIVE)
    for scene in app.stack.visible():
        probe_mod.layer()
        scene.draw(probe_canvas)
    app.canvas = canvas
    return probe_mod.ACTIVE


def smallest_allowed(scale: float) -> float:
    """The smallest text size allowed at text size ``scale``: MIN_TEXT_PX, less only below 100%."""
    return MIN_TEXT_PX * min(1.0, scale)


def _prompt(app) -> tuple[Any, int, int] | None:
    """The top game scene's prompt line (``Table.prompt_area``), the body size and the
    scene's layer: the prompt says what to do now and is never smaller than the body text."""
    scene = app.stack.top
    table = getattr(scene, "table", None)
    area = table.prompt_area() if table is not None and hasattr(table, "prompt_area") else None
    return (area, app.theme.font_size("body"), len(app.stack.visible())) if area is not None else None


def _problems(scene: str, state: str, probe, keys: dict[str, str], scale: float = 1.0,
              prompt: tuple[Any, int, int] | None = None) -> tuple[dict[str, list[dict]], int]:
    """The problems of one drawn state, and the smallest text size seen in it (0: no text)."""
    import pygame

    out: dict[str, list[dict]] = {kind: [] for kind in KINDS}
    canvas = pygame.Rect(0, 0, *probe.root.get_size())

    def rec(kind: str, text, rects: list, note: str = "") -> dict:
        return {"kind": kind, "scene": scene, "state": state, "key": keys.get(text.meta.full, ""), "text": text.meta.full[:160],
                "rectangles": [list(r) for r in rects], **({"note": note} if note else {})}

    from ghostparlor.ui.glyphs import missing

    seen_missing: set[tuple[str, str]] = set()
    from ghostparlor.devtools.probe import visible

    shown = [p for p in probe.texts if p.rect.w > 0 and p.rect.h > 0 and canvas.colliderect(p.rect)]
    texts = [p for p in shown if visible(probe.root, p)]  # hidden under what was drawn later: not seen, not measured
    sizes = [p.meta.px for p in texts if p.meta.px > 0]
    floor = smallest_allowed(scale)
    for p in texts:
        if 0 < p.meta.px < floor:
            out["texts_below_min"].append(rec("too_small", p, [p.rect], f"{p.meta.px} px (at least {floor:g})"))
        elif prompt is not None and 0 < p.meta.px < prompt[1] and p.layer == prompt[2] and prompt[0].collidepoint(p.rect.center):
            out["texts_below_min"].append(rec("too_small", p, [p.rect, prompt[0]], f"the prompt at {p.meta.px} px (body {prompt[1]})"))
        box = p.box if p.box is not None else canvas
        grown = box.inflate(2, 2)
        if p.clipped or not grown.contains(p.rect) or not canvas.contains(p.rect):
            out["overflows"].append(rec("overflow", p, [p.rect, box], p.box_name or "canvas"))
        gone = missing(p.meta.text, p.meta.font)
        if gone and (p.meta.text, p.meta.font) not in seen_missing:
            seen_missing.add((p.meta.text, p.meta.font))
            out["missing_glyphs"].append(rec("missing_glyph", p, [p.rect], f"{gone!r} not in {os.path.basename(p.meta.font)}"))
        if (p.meta.cut or p.meta.broken_word) and not p.tooltip:
            out["cut_without_tooltip"].append(rec("cut", p, [p.rect, box], "a word split across lines" if p.meta.broken_word else "shortened"))
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            if a.layer != b.layer:
                continue
            inter = a.rect.clip(b.rect)
            if inter.w < 2 or inter.h < 2:
                continue
            if a.meta.text == b.meta.text and abs(a.rect.x - b.rect.x) <= 3 and abs(a.rect.y - b.rect.y) <= 3:
                continue  # a text and its shadow
            out["overlaps"].append({**rec("overlap", a, [a.rect, b.rect]), "other": b.meta.full[:160]})
    for c in probe.controls:
        for p in shown:  # a text a button was drawn over is the problem itself: all texts drawn count
            if p.layer != c.layer or (p.box is not None and c.rect.contains(p.box)):
                continue
            inter = p.rect.clip(c.rect)
            if inter.w >= 2 and inter.h >= 2:
                out["overlaps"].append({**rec("overlap", p, [p.rect, c.rect]), "other": f"control {c.name}"})
    return out, min(sizes, default=0)


def run(langs: tuple[str, ...] = LANGS, scales: tuple[float, ...] = SCALES, games: list[str] | None = None,
        progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ghostparlor.app import App
    from ghostparlor.core import strings
    from ghostparlor.devtools import probe

    report: dict[str, Any] = {"languages": list(langs), "scales": list(scales), "scenes": 0, "states": 0, "texts": 0,
                              **{kind: 0 for kind in KINDS}, "min_text_px": 0, "by_run": {}, "problems": []}
    scene_names: set[str] = set()
    app = App(headless=True)
    try:
        for lang in langs:
            for scale in scales:
                app.settings.language = lang
                app.settings.ui_scale = scale
                app.settings.animation_speed = "instant"
                app.settings.bot_pace_seconds = 0.0
                app.apply_settings()
                keys = {text: key for key, text in strings.table().items() if "{" not in text}
                counts = {"states": 0, "texts": 0, **{kind: 0 for kind in KINDS}, "min_text_px": 0}
                for st in states(games):
                    probe.start(app.canvas.get_size())
                    try:
                        app.assets.clear()
                        st.build(app)
                        _settle(app)
                        found, smallest = _problems(st.scene, st.state, _draw(app, probe), keys, scale, _prompt(app))
                        texts = len(probe.ACTIVE.texts)
                    finally:
                        probe.stop()
                    scene_names.add(st.scene.split(":")[0])
                    counts["states"] += 1
                    counts["texts"] += texts
                    if smallest:
                        counts["min_text_px"] = min(counts["min_text_px"] or smallest, smallest)
                    for kind, items in found.items():
                        counts[kind] += len(items)
                        for item in items:
                            if len(report["problems"]) < MAX_PROBLEMS:
                                report["problems"].append({"lang": lang, "scale": scale, **item})
                    if progress is not None:
                        progress(f"{lang} {scale:g} {st.scene} {st.state}: {sum(len(v) for v in found.values())} problems")
                report["by_run"][f"{lang}@{scale:g}"] = counts
                for k in ("states", "texts", *KINDS):
                    report[k] += counts[k]
                if counts["min_text_px"]:
                    report["min_text_px"] = min(report["min_text_px"] or counts["min_text_px"], counts["min_text_px"])
    finally:
        app.shutdown()
    report["scenes"] = len(scene_names)
    return report


def main(args: Any) -> int:
    import json
    import sys

    langs = tuple(args.lang) if args.lang else LANGS
    scales = tuple(args.scale) if args.scale else SCALES
    from ghostparlor.core.strings import LANGUAGES

    bad = [lang for lang in langs if lang not in LANGUAGES]
    if bad:
        print(f"ghostparlor check-layout: unknown language {bad[0]!r}; one of {', '.join(LANGUAGES)}", file=sys.stderr)
        return 2
    progress = None if args.json or not args.verbose else (lambda line: print(line, flush=True))
    report = run(langs, scales, args.game or None, progress)
    total = sum(report[k] for k in KINDS)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
    else:
        print(f"check-layout: {report['states']} states of {report['scenes']} scenes, {report['texts']} texts drawn; "
              f"overflows {report['overflows']}, overlaps {report['overlaps']}, missing glyphs {report['missing_glyphs']}, "
              f"cut without tooltip {report['cut_without_tooltip']}, texts under {MIN_TEXT_PX} px {report['texts_below_min']} "
              f"(smallest {report['min_text_px']} px)")
        for p in report["problems"]:
            other = f" / {p['other']}" if "other" in p else ""
            print(f"  [{p['lang']} {p['scale']:g}] {p['kind']:13} {p['scene']} ({p['state']}): {p['text'][:70]!r}{other[:60]} "
                  f"{p.get('note', '')} {p['rectangles']}")
    return 1 if total else 0
