pytest_plugins = ["pytester"]

import logging
import os

import pytest

os.environ.setdefault("HYPOTHESIS_PROFILE", "ci")


class _ErrorRecords(logging.Handler):
    """Collects the ERROR (and worse) records of the `talong` loggers."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture(autouse=True)
def no_logged_errors(request):
    """Issue 8 item 7: errors are never hidden. A test during which a
    `talong.*` logger logs an ERROR fails (an AI that fails is a bug), unless
    the test is marked `logs_errors` because it checks that very log."""
    handler = _ErrorRecords()
    logger = logging.getLogger("talong")
    logger.addHandler(handler)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)
    if handler.records and request.node.get_closest_marker("logs_errors") is None:
        first = handler.records[0]
        pytest.fail(f"{len(handler.records)} ERROR log record(s) from talong: "
                    f"{first.name}: {first.getMessage()}\n{handler.format(first) if first.exc_info else ''}",
                    pytrace=False)
