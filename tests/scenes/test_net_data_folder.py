"""A file where the user data folder should be (found by fuzz-files' 30-minute run): the
Host and Join screens open, Reopen lists nothing, and Open the table says in one line
that the folder cannot be used; nothing crashes, the file stays."""

from ghostparlor.scenes.net_host import HostScene
from ghostparlor.scenes.net_join import JoinScene
from tests.scenes.helpers import top_name


def test_a_file_in_place_of_the_data_folder(app, home):
    data = home / "data"
    if data.is_dir():
        import shutil

        shutil.rmtree(data)
    data.write_bytes(b"not a folder")
    host = HostScene(app)
    app.push(host)
    assert not host.reopen_buttons
    host.open_table()
    assert top_name(app) == "net_host" and app.hosting is None
    assert "not a folder that can be used" in host.status.text and "\n" not in host.status.text
    app.push(JoinScene(app))
    app.step(1 / 30)
    assert top_name(app) == "net_join"
    assert data.read_bytes() == b"not a folder"
