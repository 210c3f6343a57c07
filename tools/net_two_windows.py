"""Two app windows play a network game against each other, unattended, and are photographed.

    python tools/net_two_windows.py --out shots/net [--games ghosts,ghostbumpers,...] [--drop-after 25]

For each game: two real app processes, each in its own window on its own virtual screen
(Xvfb) and its own user folder, as two people at two computers. The first hosts through
the real screens (Play together, Host a table, the game, Open the table) with the other
seats open; the second joins through the real screens (Join a table, its name, the
host's address and join code read from the host's seats file, Sit here); the host starts;
bots fill the open seats. Both people's moves are made by the game frame's autopilot
(``GHOSTPARLOR_AUTOPILOT``), through the same path as a click. In the middle the joining
app is killed (SIGKILL) and started again; it takes its seat back with "Rejoin". Both
screens are photographed at the same moments (``OUT/<game>-<n>-host.png`` and
``-guest.png``) until both archived the finished game. Needs Xvfb, xdotool and
ImageMagick's ``import`` (Debian packages); loopback only.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ["ghostbumpers", "ghosts", "phantom_society", "dont_go_in_there", "treasure_hunters"]  # the chooser's order
PLAY_TOGETHER, HOST, JOIN = (425, 629), (350, 493), (930, 493)
GAME_NEXT, OPEN, START = (509, 203), (1104, 678), (1104, 678)
NAME, ADDRESS, CODE, JOIN_BUTTON = (335, 203), (335, 291), (190, 379), (492, 379)
SIT = (1145, 243)  # the second seat's "Sit here"
REJOIN = (950, 416)  # the first "Rejoin" row


class Screen:
    """One virtual screen with one app on it."""

    def __init__(self, number: int, home: Path, role: str) -> None:
        self.display = f":{number}"
        self.home = home
        self.role = role
        self.xvfb = subprocess.Popen(["Xvfb", self.display, "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.app: subprocess.Popen | None = None
        time.sleep(1.0)

    def start_app(self, log: Path) -> None:
        env = dict(os.environ, DISPLAY=self.display, GHOSTPARLOR_HOME=str(self.home), SDL_AUDIODRIVER="dummy",
                   LANGUAGE="en", GHOSTPARLOR_AUTOPILOT="easy:0.5")
        env.pop("SDL_VIDEODRIVER", None)
        self.app = subprocess.Popen([sys.executable, "-m", "ghostparlor"], env=env, cwd=ROOT,
                                    stdout=log.open("ab"), stderr=subprocess.STDOUT)
        time.sleep(4.0)

    def kill_app(self) -> None:
        if self.app is not None and self.app.poll() is None:
            self.app.send_signal(signal.SIGKILL)
            self.app.wait(5)
        self.app = None

    def _x(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=self.display), check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def click(self, at: tuple[int, int], wait: float = 0.8) -> None:
        self._x("mousemove", str(at[0]), str(at[1]), "click", "1")
        time.sleep(wait)

    def type(self, text: str) -> None:
        self._x("key", "ctrl+a")
        self._x("key", "BackSpace")
        self._x("type", "--delay", "40", text)
        time.sleep(0.4)

    def park_pointer(self) -> None:
        self._x("mousemove", "1279", "719")

    def shooting(self, path: Path) -> subprocess.Popen:
        return subprocess.Popen(["import", "-window", "root", str(path)], env=dict(os.environ, DISPLAY=self.display))

    def finished(self, game: str) -> bool:
        """The finished game is archived and the results screen is up (the app says so in its log)."""
        folder = self.home / "data" / "replays" / game
        return folder.is_dir() and any(folder.glob("*.json"))

    def close(self) -> None:
        self.kill_app()
        self.xvfb.terminate()


def hosted_table(home: Path) -> dict:
    data = json.loads((home / "data" / "net_seats.json").read_text(encoding="utf-8"))
    return next(t for t in data["tables"] if t.get("hosted"))


def play(game: str, out: Path, drop_after: float, limit: float) -> dict:
    work = Path(tempfile.mkdtemp(prefix="gp-two-"))
    host, guest = Screen(93, work / "host", "host"), Screen(94, work / "guest", "guest")
    shots = 0
    report = {"game": game, "dropped": False, "rejoined": False, "finished": False, "shots": 0}

    def both(label: str) -> None:  # the two screens at the same moment (taken side by side)
        nonlocal shots
        shots += 1
        taking = [screen.shooting(out / f"{game}-{shots:02d}-{label}-{screen.role}.png") for screen in (host, guest)]
        for process in taking:
            process.wait(20)

    try:
        host.start_app(out / f"{game}-host.log")
        guest.start_app(out / f"{game}-guest.log")
        host.click(PLAY_TOGETHER)
        host.click(HOST)
        for _ in range(GAMES.index(game)):
            host.click(GAME_NEXT, 0.4)
        host.click(OPEN, 2.0)
        table = hosted_table(host.home)
        port = table["address"].rsplit(":", 1)[1]
        guest.click(PLAY_TOGETHER)
        guest.click(JOIN)
        guest.click(NAME, 0.3)
        guest.type("Bob")
        guest.click(ADDRESS, 0.3)
        guest.type(f"127.0.0.1:{port}")
        guest.click(CODE, 0.3)
        guest.type(table["code"])
        guest.click(JOIN_BUTTON, 2.0)
        both("lobby-before-sitting")
        guest.click(SIT, 1.5)
        host.park_pointer()
        guest.park_pointer()
        both("lobby")
        host.click(START, 2.0)
        host.park_pointer()
        started = time.monotonic()
        next_shot = started
        while time.monotonic() - started < limit:
            now = time.monotonic()
            if not report["dropped"] and now - started > drop_after:
                both("before-drop")
                guest.kill_app()
                report["dropped"] = True
                time.sleep(2.0)
                both("guest-gone")
                guest.start_app(out / f"{game}-guest.log")
                guest.click(PLAY_TOGETHER)
                guest.click(JOIN)
                both("rejoin-offered")
                guest.click(REJOIN, 3.0)
                guest.park_pointer()
                report["rejoined"] = True
                both("rejoined")
            if now >= next_shot:
                both("play")
                next_shot = now + 12.0
            if host.finished(game) and guest.finished(game):
                time.sleep(8.0)  # the last summary, then the results screen
                both("results")
                report["finished"] = True
                break
            time.sleep(0.5)
        report["seconds"] = round(time.monotonic() - started, 1)
    finally:
        if not report["finished"]:
            both("stopped")
        host.close()
        guest.close()
        shutil.rmtree(work, ignore_errors=True)
    report["shots"] = shots
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--drop-after", type=float, default=25.0)
    parser.add_argument("--limit", type=float, default=600.0, help="seconds a game may take")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    reports = [play(game, args.out, args.drop_after, args.limit) for game in args.games.split(",")]
    print(json.dumps(reports, indent=1))
    return 0 if all(r["finished"] and r["rejoined"] for r in reports) else 1


if __name__ == "__main__":
    sys.exit(main())
