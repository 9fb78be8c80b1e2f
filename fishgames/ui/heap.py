"""Big pictures' memory goes back to the system once they are freed (glibc's ``malloc``, Linux).

A picture at the screen's pixels is megabytes (a 1920 × 1080 backdrop: 8 MB), and drawing one makes several
of that size for a moment (gradients, light rays, the sea floor).  glibc gives a block that large its own
mapping, returned to the system when freed — but the first such block freed *raises* that threshold to its
size, so every later picture up to 32 MB is carved from the heap, and the heap keeps the pages a freed one
leaves behind: the app's resident memory at 1920 × 1080 was 126 MB on the menu, 83 MB with the threshold
fixed (issue 33: memory).  :func:`return_big_blocks` fixes it at glibc's own starting value.
"""

from __future__ import annotations

import ctypes
import sys

#: ``mallopt``'s parameter for the size from which a block gets its own mapping (glibc's ``malloc.h``).
M_MMAP_THRESHOLD = -3
#: glibc's starting value (128 KiB): set explicitly, it no longer grows with the blocks freed.
MMAP_THRESHOLD = 128 * 1024


def return_big_blocks() -> bool:
    """Fix the mapping threshold of this process's ``malloc`` (glibc only); True when it was set."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # a C library without it (not glibc): nothing to do
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    return mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1
