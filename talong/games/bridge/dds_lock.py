"""One DDS call at a time in a process. DDS (through endplay) keeps
process-wide scratch memory: two threads of one server inside it at once -
a board settled while a hint is asked, or the start's warm-up - corrupt each
other's deal ("Sum 8 is not four") and can bring the process down. Every
caller of endplay.dds holds this lock."""
from __future__ import annotations

import threading

DDS_LOCK = threading.RLock()
