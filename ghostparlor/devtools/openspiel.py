"""Our games inside OpenSpiel (``pip install ".[research]"``; never needed to play).

Importing this module registers every game of the parlor as an OpenSpiel Python game
``ghostparlor_<id>`` (``pyspiel.load_game("ghostparlor_ghosts", {"players": 3})``), with
the game's options as further parameters. What OpenSpiel sees is our rules protocol, step
for step:

* **Chance is explicit.** Where our ``to_move`` is CHANCE, OpenSpiel's current player is
  chance and ``chance_outcomes`` are ours, with our probabilities.
* **Actions are numbered stably** from the game's ``all_actions`` (every action of the
  game for its players and options, in the game's own order): player actions 0..N-1, and
  chance outcomes, separately, 0..M-1 (OpenSpiel keeps the two apart).
* **Imperfect information.** ``information_state_string(p)`` and ``observation_string(p)``
  are canonical texts of ``view(state, p)``: exactly what seat p may know, nothing more
  (our views hold what a seat remembers of the game, so the view is the information
  state; the observation string leaves out the remembered log where a view keeps one).
  ``resample_from_infostate(p, sampler)`` draws a whole state from that view with our
  determinizer (``game.determinize``), so a search resamples hidden cards as our bots do.
* **Utility.** Returns are our search's rewards in [0, 1] at the end (0.75 x a seat's share
  of the win + 0.25 x its rank score; a co-operative game gives every seat the team's
  result): general-sum, or identical for a co-operative game; rewards only at the end.

``check(...)`` runs OpenSpiel's own random-simulation test (``pyspiel.random_sim_test``)
on every game and player count: ``ghostparlor openspiel-check [--json]``. OpenSpiel's IS-MCTS
plays our games through this adapter as a tournament seat: ``openspiel_ismcts.py`` beside it.
"""

from __future__ import annotations

import dataclasses
import enum
import random
import time
from typing import Any

try:
    import numpy as np
    import pyspiel
except ImportError as exc:  # the research extra is not installed
    raise ImportError("ghostparlor.devtools.openspiel needs OpenSpiel: pip install \".[research]\"") from exc

from ghostparlor.ai.search import outcome_values
from ghostparlor.core.protocol import CHANCE, TERMINAL, Action
from ghostparlor.core.serial import canonical_text, to_json
from ghostparlor.games import implemented_ids, load_game

PREFIX = "ghostparlor_"

MAX_GAME_LENGTH = {
    # An upper bound on the steps (seat actions and chance outcomes) of one game at the most
    # players and the longest options; tests/research/test_openspiel.py checks random games
    # stay below it.
    "ghosts": 3000,
    "ghostbumpers": 6000,
    "phantom_society": 2000,
    "dont_go_in_there": 1000,
    "treasure_hunters": 3000,
}
LOG_FIELDS = ("log", "history", "round_log")  # what a view remembers: left out of observation strings

VARIANTS = {
    # besides every player count with the default options: each game's other options, once
    "ghostbumpers": [{"target_score": "15"}, {"first_player": "2"}],
    "ghosts": [{"first_player": "3"}],
    "phantom_society": [{"mode": "master_game"}, {"mode": "tournament", "tournament_games": 2},
                        {"tile_colours": "fixed", "first_master": "G1"}],
    "dont_go_in_there": [{"open_ghosts": True, "show_removed": False}, {"first_player": "1"}],
    "treasure_hunters": [{"advanced": True}, {"advanced": True, "advanced_allow_putdown": True}],
}


# --- texts of views --------------------------------------------------------------
def _plain(value: Any) -> Any:
    """A JSON-ready, order-independent copy of a view (sets sorted, dataclasses as dicts)."""
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, enum.Enum):
        return _plain(value.value)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((_plain(v) for v in value), key=canonical_text)
    if isinstance(value, dict):
        return sorted(([_plain(k), _plain(v)] for k, v in value.items()), key=lambda kv: canonical_text(kv[0]))
    if dataclasses.is_dataclass(value):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if hasattr(value, "__dict__"):
        return {type(value).__name__: {k: _plain(v) for k, v in sorted(vars(value).items()) if not k.startswith("_")}}
    raise TypeError(f"cannot write {type(value).__name__} in a view text")


def view_text(view: Any, with_log: bool = True) -> str:
    """The canonical text of a view; without the remembered log for an observation."""
    plain = _plain(view)
    if not with_log and isinstance(plain, dict):
        plain = {k: v for k, v in plain.items() if k not in LOG_FIELDS}
    return canonical_text(plain)


# --- parameters ------------------------------------------------------------------
def _default_players(ours) -> int:
    return max(ours.min_players, min(4, ours.max_players))


def _parameter_spec(ours) -> dict[str, Any]:
    """OpenSpiel parameters: players and the game's options (a seat option as text:
    "random" or a seat number)."""
    spec: dict[str, Any] = {"players": _default_players(ours)}
    for name, opt in sorted(ours.spec.options.items()):
        default = opt.default
        if opt.kind == "seat" or (opt.kind == "choice" and not isinstance(default, (bool, int, float))):
            default = str(default)
        spec[name] = default
    return spec


class _Observer:
    """OpenSpiel's observer for a Python game: strings from our views (no tensors)."""

    def __init__(self, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict[str, Any] = {}

    def set_from(self, state: "GhostparlorState", player: int) -> None:
        pass

    def string_from(self, state: "GhostparlorState", player: int) -> str:
        return view_text(state.ours.view(state.inner, player), with_log=self.perfect_recall)


class _Table:
    """What every state of one parameterised game shares: our game, its players and options,
    and the action numbering. Shared, never copied, when OpenSpiel clones a state."""

    def __init__(self, game_id: str, params: dict[str, Any]) -> None:
        ours = load_game(game_id)
        self.ours = ours
        self.game_id = game_id
        self.players = int(params["players"])
        self.options = ours.normalize_options(self.players, {k: v for k, v in params.items() if k != "players"})
        every = ours.all_actions(ours.new_state(self.players, self.options))
        self.player_actions: list[Action] = [a for a in every if not a.IS_CHANCE]
        self.chance_actions: list[Action] = [a for a in every if a.IS_CHANCE]
        self.player_ids = {a: i for i, a in enumerate(self.player_actions)}
        self.chance_ids = {a: i for i, a in enumerate(self.chance_actions)}

    def __deepcopy__(self, memo: dict) -> "_Table":
        return self


_TABLES: dict[str, _Table] = {}


def _table(game_id: str, params: dict[str, Any]) -> _Table:
    full = dict(_parameter_spec(load_game(game_id)))
    full.update(params)
    key = game_id + canonical_text(_plain(full))
    if key not in _TABLES:
        _TABLES[key] = _Table(game_id, full)
    return _TABLES[key]


class _Inner:
    """Our state inside an OpenSpiel state: cloned with the game's own ``clone``."""

    __slots__ = ("ours", "state")

    def __init__(self, ours: Any, state: Any) -> None:
        self.ours = ours
        self.state = state

    def __deepcopy__(self, memo: dict) -> "_Inner":
        return _Inner(self.ours, self.ours.clone(self.state))


class GhostparlorGame(pyspiel.Game):
    """One of our games for OpenSpiel (subclassed per game by ``register``)."""

    game_id = ""
    game_type: Any = None

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        table = _table(self.game_id, dict(params or {}))
        info = pyspiel.GameInfo(
            num_distinct_actions=len(table.player_actions),
            max_chance_outcomes=len(table.chance_actions),
            num_players=table.players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=MAX_GAME_LENGTH[self.game_id],
        )
        full = dict(_parameter_spec(table.ours))
        full.update(params or {})
        super().__init__(self.game_type, info, full)

    @property
    def table(self) -> _Table:
        return _table(self.game_id, self.get_parameters())

    def new_initial_state(self) -> "GhostparlorState":
        table = self.table
        return GhostparlorState(self, table, table.ours.new_state(table.players, table.options))

    def make_py_observer(self, iig_obs_type=None, params=None) -> _Observer:
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        perfect_recall = bool(iig_obs_type.perfect_recall) if iig_obs_type is not None else False
        return _Observer(perfect_recall)


class GhostparlorState(pyspiel.State):
    """An OpenSpiel state holding one of our states (``inner``). OpenSpiel's own clone
    copies it (the table is shared, our state cloned by the game's ``clone``)."""

    def __init__(self, game: GhostparlorGame, table: _Table, inner: Any) -> None:
        super().__init__(game)
        self.table = table
        self.box = _Inner(table.ours, inner)

    @property
    def ours(self) -> Any:
        return self.table.ours

    @property
    def inner(self) -> Any:
        return self.box.state

    # --- the protocol, in OpenSpiel's words ---------------------------------------
    def current_player(self) -> int:
        who = self.table.ours.to_move(self.box.state)
        if who == TERMINAL:
            return pyspiel.PlayerId.TERMINAL
        if who == CHANCE:
            return pyspiel.PlayerId.CHANCE
        return who

    def _legal_actions(self, player: int) -> list[int]:
        ids = self.table.player_ids
        return sorted(ids[a] for a in self.table.ours.legal_actions(self.box.state))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        ids = self.table.chance_ids
        return sorted((ids[a], p) for a, p in self.table.ours.chance_outcomes(self.box.state))

    def _apply_action(self, action: int) -> None:
        table, inner = self.table, self.box.state
        if table.ours.to_move(inner) == CHANCE:
            ours_action = table.chance_actions[action]
        else:
            ours_action = table.player_actions[action]
        table.ours.apply(inner, ours_action, events=False)

    def _action_to_string(self, player: int, action: int) -> str:
        table = self.table.chance_actions if player == pyspiel.PlayerId.CHANCE else self.table.player_actions
        return canonical_text(to_json(table[action]))

    def is_terminal(self) -> bool:
        return self.table.ours.to_move(self.box.state) == TERMINAL

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.table.players
        return [float(v) for v in outcome_values(self.table.ours, self.box.state)]

    def rewards(self) -> list[float]:
        return self.returns()

    def __str__(self) -> str:
        return self.table.ours.fingerprint(self.box.state)

    # --- resampling -------------------------------------------------------------------
    def resample_from_infostate(self, player: int, sampler: Any) -> "GhostparlorState":
        """A state drawn from what ``player`` knows (our determinizer), seeded by ``sampler``."""
        rng = random.Random(int(sampler() * (1 << 53)))
        return self.resample(player, rng)

    def resample(self, player: int, rng: random.Random) -> "GhostparlorState":
        ours = self.table.ours
        view = ours.view(self.box.state, player)
        return GhostparlorState(self.get_game(), self.table, ours.determinize(view, rng))


_REGISTERED: dict[str, type] = {}


def register(game_id: str) -> type:
    """Register one game with OpenSpiel (once); returns its OpenSpiel game class."""
    if game_id in _REGISTERED:
        return _REGISTERED[game_id]
    ours = load_game(game_id)
    game_type = pyspiel.GameType(
        short_name=PREFIX + game_id,
        long_name=f"ghostparlor: {game_id.replace('_', ' ')}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(pyspiel.GameType.Utility.IDENTICAL if ours.cooperative else pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=ours.max_players,
        min_num_players=ours.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification=_parameter_spec(ours),
    )
    cls = type(f"Ghostparlor_{game_id}", (GhostparlorGame,), {"game_id": game_id, "game_type": game_type})
    pyspiel.register_game(game_type, cls)
    _REGISTERED[game_id] = cls
    return cls


def register_all() -> list[str]:
    return [PREFIX + gid for gid in implemented_ids() if register(gid)]


def load(game_id: str, players: int, options: dict[str, Any] | None = None) -> GhostparlorGame:
    """Our game as an OpenSpiel game (registered on first use)."""
    register(game_id)
    params = {"players": players}
    params.update(options or {})
    return pyspiel.load_game(PREFIX + game_id, params)


# --- openspiel-check ----------------------------------------------------------------
def check(games: list[str] | None = None, sims: int = 2, seed: int = 1) -> dict[str, Any]:
    """OpenSpiel's random-simulation test on every game and player count (and each game's
    other options once, ``VARIANTS``), and our own:
    the information-state and observation strings of every seat unchanged when what is
    hidden from it is drawn anew. One JSON-ready summary."""
    runs = []
    ok = True
    for game_id in games or implemented_ids():
        register(game_id)
        ours = load_game(game_id)
        runs_of_game = [(players, {}) for players in range(ours.min_players, ours.max_players + 1)]
        runs_of_game += [(_default_players(ours), variant) for variant in VARIANTS.get(game_id, [])]
        for players, variant in runs_of_game:
            began = time.perf_counter()
            entry: dict[str, Any] = {"game": PREFIX + game_id, "players": players}
            if variant:
                entry["options"] = variant
                entry["variant"] = ", " + ", ".join(f"{k}={v}" for k, v in variant.items())
            try:
                game = load(game_id, players, variant)
                entry["actions"] = game.num_distinct_actions()
                entry["chance_outcomes"] = game.max_chance_outcomes()
                pyspiel.random_sim_test(game, num_sims=sims, serialize=False, verbose=False)
                entry["resampled_states"] = resample_check(game, random.Random(f"{seed}:{game_id}:{players}"))
                entry["passed"] = True
            except Exception as exc:  # noqa: BLE001 - any failure is reported, not raised
                entry["passed"] = False
                entry["error"] = f"{type(exc).__name__}: {exc}"
                ok = False
            entry["seconds"] = round(time.perf_counter() - began, 2)
            runs.append(entry)
    return {"check": "openspiel", "open_spiel": _version(), "passed": ok, "sims_per_game": sims, "runs": runs}


def resample_check(game: GhostparlorGame, rng: random.Random, every: int = 7) -> int:
    """Along one random game, every ``every`` steps: for each seat, a state resampled from
    its information state gives it the same information-state and observation strings.
    Returns how many resampled states were checked; raises AssertionError on a leak."""
    state = game.new_initial_state()
    checked = step = 0
    while not state.is_terminal():
        if step % every == 0:
            for p in range(game.num_players()):
                other = state.resample(p, rng)
                if other.information_state_string(p) != state.information_state_string(p):
                    raise AssertionError(f"seat {p}: the information state changed when hidden information was resampled (step {step})")
                if other.observation_string(p) != state.observation_string(p):
                    raise AssertionError(f"seat {p}: the observation changed when hidden information was resampled (step {step})")
                checked += 1
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            pick, total = rng.random(), 0.0
            action = actions[-1]
            for a, p in zip(actions, probs):
                total += p
                if pick < total:
                    action = a
                    break
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
        step += 1
    return checked


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("open_spiel")
    except Exception:  # noqa: BLE001
        return "unknown"


register_all()
