"""The parsed-YAML cache: an accelerator that can never change a result or raise."""

from ghostparlor.persistence import yaml_cache


def test_an_unchanged_file_is_read_back_without_parsing(tmp_path, monkeypatch):
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "home"))
    f = tmp_path / "a.yaml"
    f.write_text("a: [1, 2.5, true, null, text]\nb: {c: d}\n", encoding="utf-8")
    first = yaml_cache.load_yaml_file_cached(f)
    monkeypatch.setattr(yaml_cache, "parse_yaml", lambda raw: (_ for _ in ()).throw(AssertionError("parsed again")))
    assert yaml_cache.load_yaml_file_cached(f) == first == {"a": [1, 2.5, True, None, "text"], "b": {"c": "d"}}


def test_a_changed_file_is_parsed_again(tmp_path, monkeypatch):
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "home"))
    f = tmp_path / "a.yaml"
    f.write_text("a: 1\n", encoding="utf-8")
    assert yaml_cache.load_yaml_file_cached(f) == {"a": 1}
    f.write_text("a: 2\n", encoding="utf-8")
    assert yaml_cache.load_yaml_file_cached(f) == {"a": 2}


def test_a_damaged_cache_file_falls_back_to_parsing(tmp_path, monkeypatch):
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "home"))
    f = tmp_path / "a.yaml"
    f.write_text("a: 1\n", encoding="utf-8")
    yaml_cache.load_yaml_file_cached(f)
    cached = list((tmp_path / "home" / "cache").glob("yaml-*"))
    assert len(cached) == 1
    for junk in (b"", b"\x00garbage", cached[0].read_bytes()[:7]):
        cached[0].write_bytes(junk)
        assert yaml_cache.load_yaml_file_cached(f) == {"a": 1}
