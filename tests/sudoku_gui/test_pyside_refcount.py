"""Regression test for the PySide6 6.12.0 trap (see STYLE.md): Signal.emit() leaking True.

On 6.12.0 with Python 3.11 every emit from Python drops one reference to ``True``; after a
few hundred emits the interpreter aborts in ``bool_dealloc``. If an upgrade brings the bug
back, the reference count of ``True`` drifts and this test fails before anything crashes.
"""

import sys

from PySide6.QtCore import QObject, Signal

EMITS = 3000
# Other code may take or drop a stray reference to True meanwhile; a leak moves it by EMITS.
TOLERANCE = 10


class _Emitter(QObject):
    no_args = Signal()
    flag = Signal(bool)
    number = Signal(int)


def test_signal_emits_keep_refcount_of_true():
    emitter = _Emitter()
    # Count calls without storing the arguments: a list of received Trues would hold references.
    calls = {"no_args": 0, "flag": 0, "number": 0}

    def count(name):
        def slot(*_args):
            calls[name] += 1

        return slot

    for name in calls:
        getattr(emitter, name).connect(count(name))

    before = sys.getrefcount(True)
    for i in range(EMITS):
        emitter.no_args.emit()
        emitter.flag.emit(True)
        emitter.number.emit(i)
    after = sys.getrefcount(True)

    assert calls == {"no_args": EMITS, "flag": EMITS, "number": EMITS}
    assert abs(after - before) <= TOLERANCE
