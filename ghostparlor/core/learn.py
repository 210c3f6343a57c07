"""What teaches a game, read from ``data/learn/<game>.yaml``: the rules reader's sections and
the guided first game (the tutorial).

Pure Python (no pygame): the file is validated like every content file (errors name the
file, the line and the key path), and :func:`check_tutorial` plays the tutorial's script
on the rules alone, so ``validate-data`` and the tests refuse a script whose move is not
legal at its step before anybody meets it in the window.

The file::

    format: 1
    game: ghosts
    things: [card, pile, deck]   # every kind of thing the table can be asked about (<game>.inspect.<kind>)
    rules:                       # the rules reader's sections, in order
      - id: goal                 # its words: <game>.rules.goal.title and .body
        rules: [GH-15, S-2]      # the rule IDs it explains ("?" on a thing opens here)
        diagram: mirror          # optional: a drawing of games/<game>/table/diagrams.py
    tutorial:
      players: 3
      names: [null, Boris, Cornelius]   # null: the person ("You" in their language)
      options: {}
      seed: 7                    # chance after the script (the tutorial never needs it)
      chance: [...]              # chance outcomes in order (the deal, the dice), as JSON
      steps:
        - say: ghosts.tutorial.welcome        # words; the coach waits for "Next"
          point: [deck]                       # optional: inspect kinds to point at
        - act: {type: play, card: ghost_red_2}  # the person's move, pointed at, waited for
          say: ghosts.tutorial.open
          wrong: ghosts.tutorial.open_wrong   # optional: why another legal move is not it
        - bot: {type: play, card: ghost_blue_1} # a bot's scripted move (played at its pace)
          seat: 1
          say: ghosts.tutorial.boris          # optional words while it happens
        - auto: {type: place, ...}            # the coach plays the person's move for them (a long
                                              # stretch of set-up that teaches nothing new)
        - free: ghosts.tutorial.your_call     # the last step: a real decision, any legal move
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ghostparlor.core.content import (
    Any_,
    DictOf,
    Int,
    ListOf,
    Mapping,
    Problems,
    Schema,
    Str,
    display_name,
    read_yaml,
    validate,
)
from ghostparlor.core.errors import ContentError
from ghostparlor.core.protocol import CHANCE, TERMINAL, Action, Game

STEP_KINDS = ("say", "act", "bot", "auto", "free")


@dataclass(frozen=True)
class Section:
    """A section of the rules reader: its words are ``<game>.rules.<id>.title`` / ``.body``."""

    id: str
    rules: tuple[str, ...]
    diagram: str = ""

    def title_key(self, game_id: str) -> str:
        return f"{game_id}.rules.{self.id}.title"

    def body_key(self, game_id: str) -> str:
        return f"{game_id}.rules.{self.id}.body"


@dataclass(frozen=True)
class Step:
    kind: str  # say | act | bot | auto | free
    text: str = ""  # a catalog key ("" for a silent bot move)
    action: Any = None  # act / bot: the move's JSON
    seat: int | None = None  # bot: whose move
    point: tuple[str, ...] = ()  # say: the inspect kinds to point at
    wrong: str = ""  # act: a catalog key said when another legal move is tried

    @property
    def waits_for_next(self) -> bool:
        return self.kind == "say"


@dataclass(frozen=True)
class Tutorial:
    game: str
    players: int
    names: tuple[str | None, ...]  # None: the person
    options: dict[str, Any]
    seed: int
    chance: tuple[Any, ...]
    steps: tuple[Step, ...]
    source: str = ""

    @property
    def human(self) -> int:
        return self.names.index(None)


@dataclass(frozen=True)
class LearnContent:
    game: str
    sections: tuple[Section, ...] = ()
    tutorial: Tutorial | None = None
    source: str = ""
    things: tuple[str, ...] = ()  # every kind of thing the table lets a person inspect

    def section_of(self, rule: str) -> Section | None:
        """The section that explains ``rule`` (also a sub-rule: GH-8 for "GH-8(2)")."""
        for section in self.sections:
            if rule in section.rules:
                return section
        base = rule.split("(")[0].rstrip("abcdefghijklmnopqrstuvwxyz") if rule else rule
        for section in self.sections:
            if base in section.rules:
                return section
        return None

    def rule_ids(self) -> set[str]:
        return {rule for section in self.sections for rule in section.rules}


SECTION = Mapping({"id": Str(), "rules": ListOf(Str(), min_len=1), "diagram": Str()}, optional=("diagram",))
STEP = Mapping({"say": Str(), "act": Any_(), "bot": Any_(), "auto": Any_(), "free": Str(), "seat": Int(minimum=0, maximum=7),
                "point": ListOf(Str()), "wrong": Str()},
               optional=("say", "act", "bot", "auto", "free", "seat", "point", "wrong"))
TUTORIAL = Mapping({"players": Int(minimum=1, maximum=8), "names": ListOf(Any_(), min_len=1), "options": DictOf(Any_()),
                    "seed": Int(minimum=0), "chance": ListOf(Any_()), "steps": ListOf(STEP, min_len=2)},
                   optional=("options", "seed", "chance"))
SCHEMA: Schema = Mapping({"format": Int(minimum=1, maximum=1), "game": Str(), "rules": ListOf(SECTION, min_len=1, unique="id"),
                          "things": ListOf(Str(), min_len=1, unique=""), "tutorial": TUTORIAL}, optional=("tutorial", "things"))


def learn_path(game_id: str, data_dir: Path | None = None) -> Path:
    from ghostparlor.resources import data_path

    return (Path(data_dir) / "learn" / f"{game_id}.yaml") if data_dir is not None else data_path("learn", f"{game_id}.yaml")


def _step(raw: dict, path: tuple, problems: Problems) -> Step | None:
    kinds = [k for k in ("act", "bot", "auto", "free") if k in raw]
    if len(kinds) > 1:
        problems.add(path, f"a step is one of act, bot, auto, free, or say alone; found {', '.join(kinds)}")
        return None
    kind = kinds[0] if kinds else "say"
    if kind == "say" and "say" not in raw:
        problems.add(path, "a step needs say, act, bot or free")
        return None
    if kind == "bot" and "seat" not in raw:
        problems.add(path, "a bot step needs the seat that moves")
        return None
    if kind in ("act", "bot", "auto") and not isinstance(raw[kind], dict):
        problems.add(path + (kind,), "expected the move as a mapping (its JSON form)")
        return None
    if "point" in raw and kind != "say":
        problems.add(path + ("point",), "only a say step points at things (an act step points at its move)")
    if "wrong" in raw and kind != "act":
        problems.add(path + ("wrong",), "only an act step has words for a wrong move")
    text = raw["free"] if kind == "free" else raw.get("say", "")
    return Step(kind, text, raw.get(kind) if kind in ("act", "bot", "auto") else None, raw.get("seat"),
                tuple(raw.get("point", ())), raw.get("wrong", ""))


def load_learn(game_id: str, data_dir: Path | None = None) -> LearnContent:
    """The game's learning content; ContentError (file:line key: problem) when it is wrong.
    A game without the file has none (an empty LearnContent)."""
    path = learn_path(game_id, data_dir)
    if not path.exists():
        return LearnContent(game_id)
    data, problems = read_yaml(path)
    validate(data, SCHEMA, problems)
    if data["game"] != game_id:
        problems.add(("game",), f"expected {game_id!r} (the file's game), found {data['game']!r}")
    sections = tuple(Section(s["id"], tuple(s["rules"]), s.get("diagram", "")) for s in data["rules"])
    seen: dict[str, str] = {}
    for i, section in enumerate(sections):
        for rule in section.rules:
            if rule in seen:
                problems.add(("rules", i, "rules"), f"rule {rule} is already explained by section {seen[rule]!r}")
            seen[rule] = section.id
    tutorial = None
    raw = data.get("tutorial")
    if raw is not None:
        steps = []
        for i, step in enumerate(raw["steps"]):
            made = _step(step, ("tutorial", "steps", i), problems)
            if made is not None:
                steps.append(made)
        names = tuple(raw["names"])
        if len(names) != raw["players"]:
            problems.add(("tutorial", "names"), f"expected {raw['players']} names (one per seat), found {len(names)}")
        if sum(1 for n in names if n is None) != 1:
            problems.add(("tutorial", "names"), "exactly one seat is the person's (null)")
        if any(n is not None and not isinstance(n, str) for n in names):
            problems.add(("tutorial", "names"), "a name is text, or null for the person")
        if steps and steps[-1].kind != "free":
            problems.add(("tutorial", "steps"), "the last step is the person's first real decision (free)")
        if sum(1 for s in steps if s.kind == "free") > 1:
            problems.add(("tutorial", "steps"), "only the last step is free")
        tutorial = Tutorial(game_id, raw["players"], names, dict(raw.get("options") or {}), int(raw.get("seed", 0)),
                            tuple(raw.get("chance") or ()), tuple(steps), display_name(path))
    problems.raise_if_any()
    return LearnContent(game_id, sections, tutorial, display_name(path), tuple(data.get("things") or ()))


_CACHE: dict[str, LearnContent] = {}


def learn_content(game_id: str) -> LearnContent:
    """The installed game's learning content, read once."""
    if game_id not in _CACHE:
        _CACHE[game_id] = load_learn(game_id)
    return _CACHE[game_id]


# --- playing the script ----------------------------------------------------------------


class TutorialRun:
    """Where a tutorial stands: the step now, and what a move means for it."""

    def __init__(self, tutorial: Tutorial, game: Game) -> None:
        self.tutorial = tutorial
        self.game = game
        self.index = 0

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.tutorial.steps

    @property
    def current(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.steps)

    def action_of(self, step: Step | None) -> Action | None:
        if step is None or step.action is None:
            return None
        return self.game.action_from_json(step.action)

    def expected(self) -> Action | None:
        """The move the person is to make now (None: none, or any move at the free step)."""
        step = self.current
        return self.action_of(step) if step is not None and step.kind == "act" else None

    def judge(self, action: Action) -> str:
        """What the person's ``action`` is to the lesson: "ok" (take it and go on), "wait"
        (the coach is talking: press Next first), "bot" (a bot's move is due, or the coach
        plays this one) or "wrong" (legal, but not the lesson's move)."""
        step = self.current
        if step is None or step.kind == "free":
            return "ok"
        if step.kind == "say":
            return "wait"
        if step.kind in ("bot", "auto"):
            return "bot"
        return "ok" if action == self.expected() else "wrong"

    def bot_move(self, seat: int) -> Action | None:
        """The scripted move of ``seat`` when the step now is that bot's, else None."""
        step = self.current
        if step is not None and step.kind == "bot" and step.seat == seat:
            return self.action_of(step)
        return None

    def advance(self) -> None:
        if not self.finished:
            self.index += 1


def check_tutorial(game: Game, tutorial: Tutorial) -> list[str]:
    """Play the script on the rules alone: every scripted move is legal when its step comes,
    by the seat it names (the person's seat for act and free), and the chance script lasts
    until the free step. Returns the problems ("" when none), each naming the step."""
    from ghostparlor.core.match import Match

    problems: list[str] = []
    where = tutorial.source or f"data/learn/{game.id}.yaml"
    try:
        match = Match(game, tutorial.players, tutorial.options, tutorial.seed, chance_script=tutorial.chance)
    except Exception as exc:  # noqa: BLE001 - an option the game refuses, named
        return [f"{where}: tutorial: the game cannot be set up ({exc})"]
    human = tutorial.human
    run = TutorialRun(tutorial, game)

    def resolve(step_no: int) -> bool:
        while game.to_move(match.state) == CHANCE:
            if not match._script:  # noqa: SLF001 - the script ran out: the deal is no longer fixed
                problems.append(f"{where}: tutorial.steps[{step_no}]: the chance script ran out before this step")
                return False
            try:
                match.apply(match.next_chance())
            except Exception as exc:  # noqa: BLE001
                problems.append(f"{where}: tutorial.chance: an outcome cannot be played before step {step_no} ({exc})")
                return False
        return True

    for i, step in enumerate(tutorial.steps):
        if step.kind == "say":
            continue
        if not resolve(i):
            return problems
        seat = game.to_move(match.state)
        if seat == TERMINAL:
            problems.append(f"{where}: tutorial.steps[{i}]: the game is already over")
            return problems
        if step.kind == "free":
            if seat != human:
                problems.append(f"{where}: tutorial.steps[{i}]: the free step comes at seat {seat}'s turn, not the person's")
            elif len(game.legal_actions(match.state)) < 2:
                problems.append(f"{where}: tutorial.steps[{i}]: the free step leaves no choice (one legal move)")
            continue
        want = human if step.kind in ("act", "auto") else step.seat
        if seat != want:
            problems.append(f"{where}: tutorial.steps[{i}]: {step.kind} for seat {want}, but seat {seat} is to move")
            return problems
        try:
            action = run.action_of(step)
        except Exception as exc:  # noqa: BLE001 - a JSON the codec refuses
            problems.append(f"{where}: tutorial.steps[{i}].{step.kind}: not a move of {game.id} ({exc})")
            return problems
        if action not in game.legal_actions(match.state):
            problems.append(f"{where}: tutorial.steps[{i}].{step.kind}: {step.action} is not legal at this step")
            return problems
        match.apply(action)
    return problems


def validate_learn(game: Game, data_dir: Path | None = None) -> list[str]:
    """Every problem of the game's learning content, for validate-data."""
    try:
        content = load_learn(game.id, data_dir)
    except ContentError as exc:
        return list(exc.messages)
    out: list[str] = []
    if content.tutorial is not None:
        out.extend(check_tutorial(game, content.tutorial))
    out.extend(missing_words(content))
    return out


def missing_words(content: LearnContent) -> list[str]:
    """Keys the content names that the English catalog does not have."""
    from ghostparlor.core.strings import has

    gid = content.game
    where = content.source or f"data/learn/{gid}.yaml"
    out = []
    for i, section in enumerate(content.sections):
        for key in (section.title_key(gid), section.body_key(gid)):
            if not has(key):
                out.append(f"{where}: rules[{i}] ({section.id}): no text {key!r} in ghostparlor.pot")
    for kind in content.things:
        if not has(f"{gid}.inspect.{kind}"):
            out.append(f"{where}: things: no text '{gid}.inspect.{kind}' in ghostparlor.pot")
    if content.tutorial is not None:
        for i, step in enumerate(content.tutorial.steps):
            for key in (step.text, step.wrong):
                if key and not has(key):
                    out.append(f"{where}: tutorial.steps[{i}]: no text {key!r} in ghostparlor.pot")
    return out


@dataclass
class TutorialTiming:
    """How long a tutorial takes at a normal pace: the moves' own time (animations and
    bots, measured by playing it) plus reading every text at ``words_per_minute``."""

    play_seconds: float = 0.0
    words: int = 0
    actions: int = 0
    words_per_minute: int = 180
    per_action: float = 2.0  # finding the element and clicking it
    extra: dict[str, float] = field(default_factory=dict)

    @property
    def reading_seconds(self) -> float:
        return self.words * 60.0 / self.words_per_minute

    @property
    def total(self) -> float:
        return self.play_seconds + self.reading_seconds + self.actions * self.per_action
