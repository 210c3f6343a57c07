"""Saving a game as it goes, and its end: the game frame's :class:`Finish`.

After every action the unfinished game is saved (``persistence/saves.py``: one per game);
a finished game is archived for replay, its unfinished save deleted and its result
counted in the statistics, once (a rebuilt scene does not count it again). A moment after
the table comes to rest on the last move, the results screen comes up (the app shows it:
``App.show_results``). A scene made with ``persist=False`` (a replay, a lesson, a
screenshot, a twin in the tests) touches no file. When another ghostparlor window plays the
same game (``saves.OpenElsewhere``: its save is that window's), this is said once per game,
not after every move.
"""

from __future__ import annotations

from ghostparlor.core.strings import t

RESULTS_DELAY = 1.4  # seconds the finished table stays in view before the results screen


class Finish:
    def __init__(self, scene, persist: bool) -> None:
        self.scene = scene
        self.persist = persist  # autosave after every action, archive and count the finished game
        self.saved_actions = -1  # how many actions the last save had
        self.over_time = 0.0  # how long the finished table has been at rest
        self.results_shown = False

    def save(self) -> None:
        """Autosave after every action; a finished game is archived for replay and counted."""
        session = self.scene.session
        networked = getattr(session, "networked", False)  # the host keeps the table; the end is ours too
        if not self.persist and not networked:
            return
        from ghostparlor.persistence import saves

        count = len(session.match.actions)
        if count == self.saved_actions:
            return
        self.saved_actions = count
        try:
            if not session.is_over():
                if not networked:
                    saves.save_current(session.save_data())
            elif not getattr(session, "finish_recorded", False):  # on the session: a rebuilt scene counts it once
                session.finish_recorded = True
                self._record_finish()
        except saves.OpenElsewhere:  # another window plays this game and keeps its save: said once per game
            if not getattr(session, "told_open_elsewhere", False):  # on the session: a rebuilt scene does not say it again
                session.told_open_elsewhere = True
                self.scene.app.notify(t("game.open_elsewhere", game=t(f"{session.game.id}.name")), "warning", hold=6.0)
        except OSError as exc:
            self.scene.app.notify(t("game.save_failed", error=str(exc)), "warning", hold=4.0)

    def save_again(self) -> None:
        """The next :meth:`save` writes even at the same number of actions (a move taken back)."""
        self.saved_actions = -1

    def _record_finish(self) -> None:
        from ghostparlor.persistence import saves, stats

        session, app = self.scene.session, self.scene.app
        finished = getattr(session, "finished_session", None)
        if finished is not None:  # a network game: the record the host sent once it was over
            session = finished()
            if session is None:
                self.saved_actions = -1  # the record is on its way: asked again after the next update
                self.scene.session.finish_recorded = False
                return
        saves.archive_finished(session.game.id, session.save_data())
        if not getattr(session, "networked", False):
            saves.delete_current(session.game.id)  # only this game's unfinished game: the others stay
        result = session.result()
        data, notice = stats.load_stats()
        if notice:
            app.notify(notice, "warning", hold=5.0)
        stats.record_result(data, session.game.id, session.names(), [p.kind for p in session.plans],
                            result.scores, result.winners, result.lower_is_better)
        stats.save_stats(data)

    def update(self, dt: float, busy: bool) -> None:
        """The game over and the table at rest for :data:`RESULTS_DELAY`: the results screen."""
        session = self.scene.session
        if getattr(session, "networked", False) and session.is_over() and not session.finish_recorded:
            self.save()  # the host's record may come after the last move
        if session.is_over() and not busy and not self.results_shown:
            self.over_time += dt
            if self.over_time >= RESULTS_DELAY:
                finished = getattr(session, "finished_session", None)
                if finished is not None:  # a network game: its results from the host's record
                    session = finished()
                    if session is None:
                        return
                self.results_shown = True
                self.scene.app.show_results(session)

    def waiting(self) -> bool:
        """The game is over and the results screen is still to come (the frame keeps moving)."""
        return self.scene.session.is_over() and not self.results_shown
