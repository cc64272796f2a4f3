"""The thread registry reports exactly the registered threads that are still running."""

import gc
import weakref

from PySide6.QtCore import QThread

from sudoku_gui.jobs import threads


def test_live_threads_lists_running_registered_threads_only():
    registered = threads.register(QThread())
    unregistered = QThread()
    assert registered not in threads.live_threads()

    registered.start()
    unregistered.start()
    try:
        assert registered in threads.live_threads()
        assert unregistered not in threads.live_threads()
    finally:
        for thread in (registered, unregistered):
            thread.quit()
            thread.wait()
    assert registered not in threads.live_threads()


def test_registry_does_not_keep_threads_alive():
    thread = threads.register(QThread())
    ref = weakref.ref(thread)
    del thread
    gc.collect()
    assert ref() is None
