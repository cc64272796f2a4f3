"""Any bytes at all, given to every reader: a puzzle, a collection, or ParseError, the one
documented error type; never anything else (issue 17). Also the stream reader's bounds."""

from __future__ import annotations

import io

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solver.formats import (
    FORMATS,
    MAX_LINE_BYTES,
    CollectionEntry,
    ParseError,
    decode,
    load_file,
    parse,
    parse_collection,
    read_collection,
    to_sdk,
)

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
FORMATS_OR_NONE = st.sampled_from([None, *FORMATS])

# Bytes shaped like puzzle files (digits, blanks, separators, XML, BOMs, bad UTF-8, NULs),
# and any bytes at all.
any_bytes = st.one_of(
    st.binary(max_size=400),
    st.lists(
        st.sampled_from(
            [
                EASY.encode(),
                EASY[:9].encode(),
                b"..3|.2.|6..",
                b"------+------",
                b"[Puzzle]",
                b"[State]",
                b"#A x",
                b"<opensudoku>",
                b'<game data="',
                b'"/>',
                b"\xef\xbb\xbf",
                b"\xff",
                b"\x00",
                b"\r",
                b"\n",
                b"\t",
                b" ",
            ]
        ),
        max_size=40,
    ).map(b"".join),
)
FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def text_of(data: bytes) -> str | None:
    try:
        return decode(data, "fuzz")
    except ParseError:
        return None


@FAST
@given(data=any_bytes, fmt=FORMATS_OR_NONE)
def test_parse_and_parse_collection_of_any_bytes(data, fmt):
    text = text_of(data)
    if text is None:
        text = data.decode("utf-8", "replace")
    try:
        grid = parse(text, fmt)
    except ParseError as error:
        assert error.reason
    else:
        assert len(grid.cells) == 81
    collection = parse_collection(text, fmt)
    assert all(isinstance(error, ParseError) for error in collection.errors)
    assert collection.puzzles or collection.errors


@FAST
@given(data=any_bytes, fmt=FORMATS_OR_NONE)
def test_read_collection_of_any_bytes_yields_or_raises_parse_error(data, fmt):
    items = []
    try:
        for item in read_collection(io.BytesIO(data), "fuzz", fmt):
            assert isinstance(item, CollectionEntry | ParseError)
            items.append(item)
    except ParseError as error:
        assert str(error).startswith("fuzz")
    else:
        assert items  # a puzzle, or an error saying why there is none
    for item in items:
        if isinstance(item, ParseError):
            assert str(item).startswith("fuzz")


@FAST
@given(data=any_bytes, suffix=st.sampled_from([".txt", ".sdk", ".ss", ".sdm", ".xml", ""]))
def test_load_file_of_any_bytes(tmp_path_factory, data, suffix):
    path = tmp_path_factory.mktemp("fuzz") / f"puzzle{suffix}"
    path.write_bytes(data)
    try:
        collection = load_file(path)
    except ParseError as error:
        assert str(error).startswith(str(path))
    else:
        assert all(str(error).startswith(str(path)) for error in collection.errors)


@FAST
@given(data=any_bytes, fmt=FORMATS_OR_NONE)
def test_the_stream_agrees_with_parse_collection_on_text(data, fmt):
    text = text_of(data)
    if text is None or "\x00" in text:
        return
    expected = parse_collection(text, fmt)
    try:
        got = list(read_collection(io.BytesIO(data), "f", fmt))
    except ParseError:
        return  # an XML file in a format forced on text it cannot read: the reader refuses
    assert [e.grid for e in got if isinstance(e, CollectionEntry)] == [
        e.grid for e in expected.puzzles
    ]


def test_a_long_line_is_skipped_without_being_held():
    class Endless(io.RawIOBase):
        """A line of digits that never ends: 2 GB if anyone held it."""

        served = 0

        def readable(self):
            return True

        def readinto(self, buffer):
            if self.served > 2 * 1024**3:
                return 0
            buffer[:] = b"1" * len(buffer)
            self.served += len(buffer)
            return len(buffer)

    stream = io.BufferedReader(Endless(), buffer_size=1024 * 1024)
    items = read_collection(stream, "endless")
    first = next(items)
    assert str(first) == "endless:1: line too long (over 64 KB): skipped"
    items.close()
    assert stream.raw.served < 4 * MAX_LINE_BYTES + 1024 * 1024


@pytest.mark.parametrize("separator", ["\n", "\n\n", "\n# next\n"])
def test_grids_one_after_another_stream_one_by_one(separator):
    text = separator.join([to_sdk(parse(EASY))] * 3)
    items = list(read_collection(io.BytesIO(text.encode()), "grids"))
    assert [item.grid for item in items] == [parse(EASY)] * 3


def test_a_nul_byte_ends_the_file_after_the_puzzles_before_it():
    items = read_collection(io.BytesIO(f"{EASY}\n{EASY}\n{EASY}\x00\n".encode()), "f")
    assert [next(items).line, next(items).line] == [1, 2]
    with pytest.raises(ParseError, match=r"^f: not a text file \(a NUL byte at offset 245\)$"):
        next(items)
