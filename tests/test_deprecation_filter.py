"""pyproject's filterwarnings: a deprecation warning attributed to ghostparlor's own modules is an
error in the test run (the next one is seen the day it appears); a third-party one is only reported."""

import warnings

import pytest


def _warn_from(module, category):
    # what `warnings.warn` does for code in `module` (or for a library called from it with
    # stacklevel pointing at the caller): the filters' module field sees that name
    warnings.warn_explicit("old way", category, filename=module.replace(".", "/") + ".py", lineno=1, module=module)


@pytest.mark.parametrize("module", ["ghostparlor", "ghostparlor.core.timeline", "ghostparlor.games.ghosts.rules.scoring"])
@pytest.mark.parametrize("category", [DeprecationWarning, PendingDeprecationWarning])
def test_a_deprecation_in_ghostparlor_code_is_an_error(module, category):
    with pytest.raises(category):
        _warn_from(module, category)


def test_a_third_party_deprecation_is_reported_not_raised():
    with warnings.catch_warnings(record=True) as seen:
        # the filters pytest set for this test stay; only "once per place" is lifted
        warnings.simplefilter("always", DeprecationWarning, append=True)
        _warn_from("somelibrary.module", DeprecationWarning)
    assert [w.category for w in seen] == [DeprecationWarning]


def test_the_filters_are_in_pyproject(pytestconfig):
    lines = pytestconfig.getini("filterwarnings")
    assert "error::DeprecationWarning:ghostparlor" in lines
    assert "error::PendingDeprecationWarning:ghostparlor" in lines
