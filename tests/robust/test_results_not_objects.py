"""Issue 30.8: a results file whose list is mostly no objects (bare texts or numbers) is refused
as a whole, in one problem with its place, instead of a report entry for each of millions."""

from __future__ import annotations

from dokodesk.dodge.setfile import check_document
from dokodesk.dodge.setfile import validation


def _results(items) -> dict:
    return {"format": "dokodesk-results", "version": 1, "set_id": "s", "results": items}


def test_a_list_of_bare_texts_is_one_problem_and_no_entry_per_item():
    items = [{"deal": 1, "re_points": 2}] + ["ab"] * 5000
    report = check_document(_results(items))
    assert report.results_file is None
    assert report.checked == [] or len(report.checked) <= 1
    texts = [f"{place}: {message}" for place, message in report.problems]
    assert texts == ["results[1]: must be a result object {\"deal\": …, \"re_points\": …}, not 'ab'; "
                     "5,000 of the 5,001 entries are no objects: the results are not checked further"]


def test_a_few_stray_entries_are_each_named_as_before():
    items = [{"deal": 1, "re_points": 2}, 7, {"deal": 1, "re_points": -2}]
    report = check_document(_results(items))
    places = [place for place, _ in report.problems]
    assert "results[1]" in places and len(places) >= 1
    assert not any("not checked further" in m for _, m in report.problems)


def test_the_limit_is_where_the_list_is_refused(monkeypatch):
    monkeypatch.setattr(validation, "MAX_NOT_OBJECTS", 3)
    report = check_document(_results([1, 2, 3]))  # three: each named
    assert not any("not checked further" in m for _, m in report.problems)
    report = check_document(_results([1, 2, 3, 4]))  # four: refused whole
    assert [p for p, _ in report.problems] == ["results[0]"]
